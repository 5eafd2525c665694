import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { DefaultTheme } from '../../src/theme/DefaultTheme';

const fixtureList = z.array(
  z.object({
    name: z.string(),
    title: z.string(),
    description: z.string(),
    defaultSiteId: z.string(),
    sites: z.array(z.object({ id: z.string(), language: z.string(), title: z.nullish(z.string()) })),
  }),
);
type Fixtures = z.infer<typeof fixtureList>;

/** The harness's start page: every fixture site, each openable live or in preview mode. */
export function FixtureList({ previewBase }: { previewBase: string }) {
  const { t } = useTranslation();
  const [fixtures, setFixtures] = useState<Fixtures | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/preview/api/fixtures')
      .then((response) => response.json())
      .then((body) => setFixtures(fixtureList.parse(body)))
      .catch((error: unknown) => {
        console.error('fixture list failed', error);
        setFailed(true);
      });
  }, []);

  return (
    <Page>
      <DefaultTheme />
      <h1>{t('preview:title')}</h1>
      <p>{t('preview:intro')}</p>
      {failed && <p role="alert">{t('errors:gateway.network')}</p>}
      {!fixtures && !failed && <p aria-busy="true">{t('common:loading')}</p>}
      <ul>
        {fixtures?.map((fixture) => (
          <li key={fixture.name}>
            <h2>{fixture.title}</h2>
            <p>
              <code>{fixture.name}</code> · {fixture.description}
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('preview:language')}</th>
                  <th scope="col">{t('preview:site')}</th>
                  <th scope="col">{t('preview:open')}</th>
                </tr>
              </thead>
              <tbody>
                {fixture.sites.map((site) => (
                  <tr key={site.id}>
                    <td>{site.language}</td>
                    <td>{site.title ?? site.id}</td>
                    <td>
                      <a href={`/site/?siteId=${encodeURIComponent(site.id)}`}>{t('preview:live')}</a>
                      {' · '}
                      <a href={`${previewBase}/?siteId=${encodeURIComponent(site.id)}`}>{t('preview:previewMode')}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </Page>
  );
}

const Page = styled.main`
  max-width: 1080px;
  margin: 0 auto;
  padding: var(--space-8) var(--page-gutter);

  ul {
    display: grid;
    gap: var(--space-6);
    padding: 0;
    list-style: none;
  }
  li {
    padding: var(--space-5);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
  h2 {
    margin: 0 0 var(--space-1);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--space-2);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;
