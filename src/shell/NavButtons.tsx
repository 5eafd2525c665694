import styled from 'styled-components';
import type { Navigation } from '../../schemas/navigation';
import { outlineButton, pillButton } from '../theme/mixins';
import { useAppHref } from '../site/siteParams';
import { TargetLink } from '../site/TargetLink';
import { navButtonStyle, navButtonTarget } from './navButton';

/**
 * The navigation's own buttons beside sign-in (topNav.buttonGroups, every group but the login
 * button): a page of the site or the organiser's address, each in the style chosen for it.
 */
export function NavButtons({ navigation, onNavigate }: { navigation: Navigation; onNavigate?: () => void }) {
  const href = useAppHref();
  const buttons = (navigation.buttonGroups ?? []).filter((button) => !button.isLoginButton && button.loginButtonCopy);
  return buttons.map((button, index) => {
    const target = navButtonTarget(button, href);
    if (!target) return null;
    return (
      <Button key={`${button.loginButtonCopy}-${index}`} $look={navButtonStyle(button)}>
        <TargetLink target={target} newTab={target.kind === 'external'} onClick={target.kind === 'internal' ? onNavigate : undefined}>
          {button.loginButtonCopy}
        </TargetLink>
      </Button>
    );
  });
}

const Button = styled.span<{ $look: 'filled' | 'outlined' | 'text' }>`
  display: contents;
  a {
    ${({ $look }) => ($look === 'filled' ? pillButton : $look === 'outlined' ? outlineButton : '')}
    ${({ $look }) => ($look === 'outlined' ? 'display: inline-flex; align-items: center; text-decoration: none;' : '')}
    ${({ $look }) => ($look === 'text' ? 'display: inline-flex; align-items: center; min-height: var(--touch-target); color: var(--color-primary-text);' : '')}
  }
`;
