import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DefaultTheme } from '../../../src/theme/DefaultTheme';
import { PrimaryTool } from '../settings/style';
import { WORKBENCH_NS } from '../texts';
import { OrganiserCard } from './Card';
import { completeOrganiserSignIn, currentOrganiser, isSignInReturn, signInOrganiser, signOutOrganiser, type Organiser } from './organiserSession';

/** What the workbench can do about its organiser: sign in again (to come back to an address), as another account, or out. */
export interface OrganiserControls {
  organiser: Organiser;
  signInAgain: (returnTo: string) => void;
  signOut: () => void;
}

type Gate = { state: 'checking' } | { state: 'signedOut'; failure: string | null } | { state: 'signedIn'; organiser: Organiser };

/**
 * The workbench is the organisers' own: it opens once someone has signed in as one (the preview
 * passes it asks for then say which events they organise). It takes the provider's answer when
 * the sign-in comes back, and offers the sign-in otherwise.
 */
export default function OrganiserGate({ children }: { children: (controls: OrganiserControls) => ReactNode }) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const [gate, setGate] = useState<Gate>({ state: 'checking' });

  useEffect(() => {
    (isSignInReturn() ? completeOrganiserSignIn() : currentOrganiser()).then(
      (organiser) => setGate(organiser ? { state: 'signedIn', organiser } : { state: 'signedOut', failure: null }),
      (error: unknown) => {
        if (isSignInReturn()) history.replaceState(null, '', '/preview/');
        setGate({ state: 'signedOut', failure: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  const signIn = (returnTo: string) => void signInOrganiser(returnTo, i18n.language).catch((error: unknown) => setGate({ state: 'signedOut', failure: String(error) }));
  if (gate.state === 'signedIn') {
    return children({
      organiser: gate.organiser,
      signInAgain: signIn,
      signOut: () => void signOutOrganiser().then(() => setGate({ state: 'signedOut', failure: null })),
    });
  }
  return (
    <Screen>
      <DefaultTheme />
      {gate.state === 'checking' ? (
        <p aria-busy="true">{t('organiser_checking')}</p>
      ) : (
        <Card aria-labelledby="organiser-heading">
          <h1 id="organiser-heading">{t('title')}</h1>
          <p>{t('organiser_intro')}</p>
          {gate.failure && <p role="alert">{t('organiser_signInFailed', { message: gate.failure })}</p>}
          <PrimaryTool type="button" onClick={() => signIn(location.pathname + location.search + location.hash)}>
            {t('organiser_signIn')}
          </PrimaryTool>
        </Card>
      )}
    </Screen>
  );
}

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: var(--space-4);
  font-size: 14px;
  background: var(--color-surface);
`;

const Card = styled(OrganiserCard)`
  max-width: 28rem;
  [role='alert'] {
    color: var(--color-danger);
    font-weight: 600;
  }
`;
