import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../../theme/mixins';
import { useAppHref } from '../../site/siteParams';

/** pages/error/404: where unknown routes and unpublished pages land. */
export default function NotFound() {
  const { t } = useTranslation();
  const href = useAppHref();
  return (
    <Box>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors:notFound.title')}</h1>
      <p>{t('errors:notFound.body')}</p>
      <Link to={href('/')}>{t('errors:notFound.home')}</Link>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-11) var(--page-gutter);
  text-align: center;

  .code {
    margin: 0;
    font-size: 72px;
    font-weight: 800;
    color: var(--color-primary-text);
    line-height: 1;
  }
  h1 {
    margin: 0;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
  a {
    ${pillButton}
  }
`;
