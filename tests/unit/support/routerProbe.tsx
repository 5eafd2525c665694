import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where the router is, and the browser's Back button: mount it beside the pages under test. */
export function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The router's address, as the probe shows it. */
export const address = () => new URL(screen.getByTestId('address').textContent!, 'http://localhost');

/** Presses the probe's Back button. */
export const back = () => fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
