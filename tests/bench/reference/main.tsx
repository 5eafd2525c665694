// The plain React 19 reference page, rendered in the browser (Page.tsx holds what it shows).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReferencePage } from './Page';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReferencePage />
  </StrictMode>,
);
