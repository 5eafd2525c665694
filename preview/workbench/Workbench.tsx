import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DefaultTheme } from '../../src/theme/DefaultTheme';
import { findPage, firstPage, loadBundles, type Bundle } from './bundles';
import { DraftedPage } from './DraftedPage';
import { PageFrame } from './PageFrame';
import { Picker } from './Picker';
import { loadRecordedPage, type RecordedPage } from './recordedPage';
import { forgetFrameSession, PROVIDER_SIGN_OUT, signInAddress, type AccountChoice } from './signIn';
import { WORKBENCH_NS } from './texts';
import { ViewControls, type Mode } from './ViewControls';
import { VIEWPORTS, type Viewport } from './viewport';

const WORKBENCH_LANGUAGES = ['en-US', 'zh-CN'] as const;

/** Where the workbench stands (bundle, site, page) lives in its address, so a reload or a shared link opens the same page. */
function placeFrom(bundles: readonly Bundle[], query: URLSearchParams): { bundle: Bundle; siteId: string; pageId: string | null } | null {
  const siteId = query.get('siteId');
  const bundle = bundles.find((entry) => entry.sites.some((site) => site.id === siteId)) ?? bundles[0];
  if (!bundle) return null;
  const site = bundle.sites.find((entry) => entry.id === siteId) ?? bundle.sites.find((entry) => entry.id === bundle.defaultSiteId) ?? bundle.sites[0];
  if (!site) return null;
  const named = query.get('pageId');
  const page = (named && findPage(site.pages, named)) || firstPage(site.pages);
  return { bundle, siteId: site.id, pageId: page?.pageId ?? null };
}

type Loaded = { pageId: string; page: RecordedPage } | { pageId: string; error: string };

/**
 * The organiser's workbench: pick a bundle, a site and a page; see the real client in a frame
 * at a chosen size, live or in preview; reorder and hide the page's modules in a draft the frame
 * shows; check the page's faults; hand the draft over as the page detail reply.
 */
export default function Workbench({ previewBase }: { previewBase: string }) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const [bundles, setBundles] = useState<Bundle[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, setPlace] = useState<ReturnType<typeof placeFrom>>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [viewport, setViewport] = useState<Viewport>({ preset: 'desktop', ...VIEWPORTS.desktop });
  const [mode, setMode] = useState<Mode>('preview');
  const [account, setAccount] = useState<AccountChoice>('none');
  const [signingIn, setSigningIn] = useState<AccountChoice>('none');
  /** The frame is on its way through the provider's sign-out, before the chosen visitor. */
  const [leaving, setLeaving] = useState(false);
  const [visit, setVisit] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    loadBundles().then(
      (list) => {
        setBundles(list);
        setPlace(placeFrom(list, new URLSearchParams(location.search)));
      },
      (error: unknown) => setFailure(String(error)),
    );
  }, []);

  const pageId = place?.pageId ?? null;
  useEffect(() => {
    if (!place) return;
    history.replaceState(null, '', `?${new URLSearchParams({ siteId: place.siteId, ...(place.pageId ? { pageId: place.pageId } : {}) })}`);
  }, [place]);
  useEffect(() => {
    if (!pageId) return;
    const controller = new AbortController();
    loadRecordedPage(pageId, controller.signal).then(
      (page) => setLoaded({ pageId, page }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ pageId, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [pageId]);

  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const select = useCallback((key: string) => setSelected(key), []);

  if (failure) return <Shell role="alert">{t('loadFailed', { message: failure })}</Shell>;
  if (!bundles || !place) return <Shell aria-busy="true">{t('loading')}</Shell>;

  const { bundle, siteId } = place;
  const site = bundle.sites.find((entry) => entry.id === siteId);
  const pageTitle = (pageId && site && findPage(site.pages, pageId)?.title) || '';
  const base = mode === 'live' ? '/site' : previewBase;
  const pageAddress = `${base}/pages/index/index?${new URLSearchParams({ siteId, ...(pageId ? { pageId } : {}) })}`;
  const address = leaving ? PROVIDER_SIGN_OUT : signingIn === 'none' ? pageAddress : signInAddress(base, pageAddress);
  const goTo = (next: Partial<{ bundle: Bundle; siteId: string; pageId: string | null }>) => {
    setSelected(null);
    setPlace({ ...place, ...next });
  };
  const chooseAccount = (next: AccountChoice) => {
    setAccount(next);
    if (frameRef.current) forgetFrameSession(frameRef.current);
    setLeaving(true);
    setSigningIn(next);
    setVisit((n) => n + 1);
  };
  const current = loaded?.pageId === pageId ? loaded : null;

  return (
    <Shell>
      <DefaultTheme />
      <Header>
        <h1>{t('title')}</h1>
        <label>
          {t('workbenchLanguage')}
          <select
            value={i18n.language}
            onChange={(event) => {
              void i18n.changeLanguage(event.target.value);
              document.documentElement.lang = event.target.value;
            }}
          >
            {WORKBENCH_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </Header>
      <Columns>
        <Side aria-label={t('pick')}>
          <Picker
            bundles={bundles}
            bundle={bundle}
            siteId={siteId}
            pageId={pageId}
            onBundle={(name) => {
              const next = bundles.find((entry) => entry.name === name);
              if (next) goTo(placeFrom([next], new URLSearchParams({ siteId: next.defaultSiteId })) ?? {});
            }}
            onSite={(id) => goTo(placeFrom([bundle], new URLSearchParams({ siteId: id })) ?? {})}
            onPage={(id) => goTo({ pageId: id })}
          />
        </Side>
        {!current ? (
          <Main aria-busy="true">{t('loading')}</Main>
        ) : 'error' in current ? (
          <Main role="alert">{t('loadFailed', { message: current.error })}</Main>
        ) : (
          <DraftedPage key={current.pageId} page={current.page} selected={selected} onSelect={select} announce={announce}>
            {(view, panels) => (
              <>
                <Main aria-label={t('view')}>
                  <ViewControls
                    viewport={viewport}
                    onViewport={setViewport}
                    mode={mode}
                    onMode={setMode}
                    account={account}
                    onAccount={chooseAccount}
                    mockSchedule={view.mockSchedule}
                    onMockSchedule={view.setMock}
                  />
                  <PageFrame
                    key={visit}
                    frameRef={frameRef}
                    address={address}
                    title={pageTitle}
                    viewport={viewport}
                    draft={mode === 'preview' ? view.frameDraft : null}
                    selected={selected}
                    onSelect={select}
                    onHistory={view.step}
                    onThrown={view.thrown}
                    leaving={leaving}
                    onLeft={() => setLeaving(false)}
                    signingIn={signingIn}
                    onSignedIn={() => setSigningIn('none')}
                  />
                </Main>
                <Panels aria-label={t('outline')}>{panels}</Panels>
              </>
            )}
          </DraftedPage>
        )}
      </Columns>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </Shell>
  );
}

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  height: 100vh;
  font-size: 15px;
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-4);
  padding: var(--space-2) var(--space-4);
  border-bottom: 1px solid var(--color-border);
  h1 {
    margin: 0;
    font-size: 20px;
  }
  label {
    display: flex;
    gap: var(--space-1);
    align-items: center;
  }
  select {
    min-height: 32px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr) 380px;
  min-height: 0;
`;

const Side = styled.aside`
  overflow: auto;
  padding: var(--space-3);
  border-right: 1px solid var(--color-border);
`;

const Main = styled.main`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  gap: var(--space-2);
  min-height: 0;
  padding: var(--space-2) var(--space-3);
`;

const Panels = styled.aside`
  display: grid;
  gap: var(--space-4);
  align-content: start;
  overflow: auto;
  padding: var(--space-3);
  border-left: 1px solid var(--color-border);
  h2 {
    margin: 0 0 var(--space-1);
    font-size: 18px;
  }
  .help {
    margin: 0 0 var(--space-2);
    font-size: 13px;
    color: var(--color-text-muted);
  }
`;
