import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DefaultTheme } from '../../src/theme/DefaultTheme';
import { findPage, firstPage, loadBundles, pageAt, placeOf, type Bundle } from './bundles';
import { DraftedPage, type DraftView } from './DraftedPage';
import { PageFrame } from './PageFrame';
import { Picker } from './Picker';
import { NotOrganiser } from './organiser/NotOrganiser';
import { OrganiserAccount } from './organiser/OrganiserAccount';
import type { OrganiserControls } from './organiser/OrganiserGate';
import { onPassLost, takePreviewPass } from './previewPass';
import { loadRecordedPage, type RecordedPage } from './recordedPage';
import { postToFrame } from './messages';
import { draftFragment, readDraftFragment, type LinkedDraft } from './share/draftLink';
import { ShareLink } from './share/ShareLink';
import { Shortcuts, useShortcuts } from './Shortcuts';
import { forgetFrameSession, PROVIDER_SIGN_OUT, signInAddress, type AccountChoice } from './signIn';
import { WORKBENCH_NS } from './texts';
import { Tool } from './settings/style';
import { controlLook } from './ui/controlStyle';
import { Resizer } from './ui/Resizer';
import { ViewControls, type Mode, type Split } from './ViewControls';
import { VIEWPORTS, type Viewport, type Zoom } from './viewport';

const WORKBENCH_LANGUAGES = ['en-US', 'zh-CN'] as const;
const PANEL_LIMITS = { min: 200, max: 560 };

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

type Loaded = { pageId: string; page: RecordedPage } | { pageId: string; error: string } | { pageId: string; notOrganiser: true };

/** The other terminal's viewport, for phone and desktop side by side. */
const otherTerminal = (viewport: Viewport): Viewport => (viewport.width >= 758 ? { preset: 'phone', ...VIEWPORTS.phone } : { preset: 'desktop', ...VIEWPORTS.desktop });

/**
 * The organiser's workbench: pick a bundle, a site and a page; see the real client in a frame
 * (or two side by side) at a chosen size and zoom, live or in preview; arrange, add and edit the
 * page's modules in a draft the frame shows; check the page is ready; compare it with live; share
 * it as a link; hand it over as the page detail reply.
 */
export default function Workbench({ previewBase, organiser }: { previewBase: string; organiser: OrganiserControls }) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const [bundles, setBundles] = useState<Bundle[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, setPlace] = useState<ReturnType<typeof placeFrom>>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [linked, setLinked] = useState<LinkedDraft | null>(null);
  const [viewport, setViewport] = useState<Viewport>({ preset: 'desktop', ...VIEWPORTS.desktop });
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [mode, setMode] = useState<Mode>('preview');
  const [split, setSplit] = useState<Split>('off');
  const [otherSiteId, setOtherSiteId] = useState<string | null>(null);
  const [account, setAccount] = useState<AccountChoice>('none');
  const [signingIn, setSigningIn] = useState<AccountChoice>('none');
  /** The frame is on its way through the provider's sign-out, before the chosen visitor. */
  const [leaving, setLeaving] = useState(false);
  const [visit, setVisit] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The organiser's sign-in ended while the workbench stayed open: no pass for the site any more. */
  const [signInEnded, setSignInEnded] = useState(false);
  const [panels, setPanels] = useState({ left: 280, right: 380, leftOpen: true, rightOpen: true });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const secondRef = useRef<HTMLIFrameElement>(null);
  const shortcuts = useShortcuts({
    zoomIn: () => setZoom((now) => Math.min(200, (now === 'fit' ? 100 : now) + 25)),
    zoomOut: () => setZoom((now) => Math.max(25, (now === 'fit' ? 100 : now) - 25)),
    zoomFit: () => setZoom('fit'),
    viewport: (preset) => setViewport({ preset, ...VIEWPORTS[preset] }),
    togglePanels: () => setPanels((now) => ({ ...now, leftOpen: !now.leftOpen, rightOpen: !now.rightOpen })),
  });

  useEffect(() => {
    Promise.all([loadBundles(), readDraftFragment(location.hash)]).then(
      ([list, fromLink]) => {
        setBundles(list);
        setLinked(fromLink);
        if (fromLink) {
          setViewport(fromLink.view.viewport);
          setMode(fromLink.view.mode);
          setZoom(fromLink.view.zoom);
        }
        setPlace(placeFrom(list, new URLSearchParams(location.search)));
      },
      (error: unknown) => setFailure(String(error)),
    );
  }, []);

  const pageId = place?.pageId ?? null;
  const placeSite = place?.siteId ?? null;
  useEffect(() => {
    if (!place) return;
    history.replaceState(null, '', `?${new URLSearchParams({ siteId: place.siteId, ...(place.pageId ? { pageId: place.pageId } : {}) })}${location.hash}`);
  }, [place]);
  useEffect(() => {
    if (!pageId || !placeSite) return;
    const controller = new AbortController();
    // The page's detail carries the pass of its site: a draft page answers only to that.
    takePreviewPass(placeSite)
      .then(async (answer) => {
        if (controller.signal.aborted) return;
        setSignInEnded(answer === 'signedOut');
        if (answer === 'notOrganiser') return setLoaded({ pageId, notOrganiser: true });
        setLoaded({ pageId, page: await loadRecordedPage(pageId, controller.signal) });
      })
      .catch((error: unknown) => !controller.signal.aborted && setLoaded({ pageId, error: error instanceof Error ? error.message : String(error) }));
    return () => controller.abort();
  }, [pageId, placeSite]);
  useEffect(() => onPassLost((answer) => answer === 'signedOut' && setSignInEnded(true)), []);

  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const select = useCallback((key: string | null) => setSelected(key), []);

  if (failure) return <Shell role="alert">{t('loadFailed', { message: failure })}</Shell>;
  if (!bundles || !place) return <Shell aria-busy="true">{t('loading')}</Shell>;

  const { bundle, siteId } = place;
  const site = bundle.sites.find((entry) => entry.id === siteId);
  const pageTitle = (pageId && site && findPage(site.pages, pageId)?.title) || '';
  const addressIn = (base: string) => `${base}/pages/index/index?${new URLSearchParams({ siteId, ...(pageId ? { pageId } : {}) })}`;
  const pageAddress = addressIn(mode === 'live' ? '/site' : previewBase);
  const base = mode === 'live' ? '/site' : previewBase;
  const address = leaving ? PROVIDER_SIGN_OUT : signingIn === 'none' ? pageAddress : signInAddress(base, pageAddress);
  const goTo = (next: Partial<{ bundle: Bundle; siteId: string; pageId: string | null }>) => {
    setSelected(null);
    setLinked(null);
    history.replaceState(null, '', location.pathname + location.search);
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
  const organiserAccount = <OrganiserAccount name={organiser.organiser.name} onSignOut={organiser.signOut} />;
  const otherSites = bundle.sites.filter((entry) => entry.id !== siteId).map(({ id, language }) => ({ id, language: language ?? null }));
  const besideSite = bundle.sites.find((entry) => entry.id === otherSiteId) ?? bundle.sites.find((entry) => entry.id !== siteId);
  // The same page of another language site: the page at the same place of that site's tree.
  const treePlace = pageId && site ? placeOf(site.pages, pageId) : null;
  const besidePage = besideSite && treePlace ? pageAt(besideSite.pages, treePlace) : undefined;
  const besideAddress =
    split === 'live'
      ? addressIn('/site')
      : split === 'language' && besideSite
        ? `${previewBase}/pages/index/index?${new URLSearchParams({ siteId: besideSite.id, ...(besidePage ? { pageId: besidePage.pageId } : {}) })}`
        : pageAddress;
  /** What both views share: the zoom, the selection, undo and redo pressed in them, a module thrown in them. */
  const inStep = (view: DraftView) => ({ zoom, selected, onSelect: select, onHistory: view.step, onThrown: view.thrown });
  /** Scrolling one view scrolls the other to the same share of its page. */
  const follow = (to: typeof frameRef) => (ratio: number) => {
    const frame = to.current?.contentWindow;
    if (frame && split !== 'off') postToFrame(frame, { kind: 'scrollTo', ratio });
  };
  const columns = `${panels.leftOpen ? `${panels.left}px` : '0px'} minmax(0, 1fr) ${panels.rightOpen ? `${panels.right}px` : '0px'}`;

  return (
    <Shell>
      <DefaultTheme />
      {!current ? (
        <Main aria-busy="true">{t('loading')}</Main>
      ) : 'notOrganiser' in current ? (
        <Main>
          <NotOrganiser
            name={organiser.organiser.name}
            event={site?.title ?? siteId}
            onOtherAccount={() => organiser.signInAgain(location.pathname + location.search + location.hash)}
            account={organiserAccount}
          />
        </Main>
      ) : 'error' in current ? (
        <Main role="alert">{t('loadFailed', { message: current.error })}</Main>
      ) : (
        <DraftedPage
          key={current.pageId}
          page={current.page}
          pages={site?.pages ?? []}
          siteLanguage={site?.language ?? null}
          initial={linked?.pageId === current.pageId ? linked.draft : undefined}
          selected={selected}
          onSelect={select}
          announce={announce}
        >
          {(view, parts) => (
            <>
              <Header>
                <div className="brand">
                  <h1>{t('title')}</h1>
                  <span className="page">{pageTitle}</span>
                </div>
                {parts.actions}
                <span className="end">
                  {organiserAccount}
                  {view.draft && <ShareLink pageId={current.pageId} draft={view.draft} view={{ viewport, mode, zoom }} announce={announce} />}
                  <Tool type="button" aria-pressed={panels.leftOpen} aria-label={t('panelLeft')} title={t('panelLeft')} onClick={() => setPanels((now) => ({ ...now, leftOpen: !now.leftOpen }))}>
                    <span aria-hidden="true">◧</span>
                  </Tool>
                  <Tool type="button" aria-pressed={panels.rightOpen} aria-label={t('panelRight')} title={t('panelRight')} onClick={() => setPanels((now) => ({ ...now, rightOpen: !now.rightOpen }))}>
                    <span aria-hidden="true">◨</span>
                  </Tool>
                  <Tool type="button" aria-keyshortcuts="Shift+?" onClick={shortcuts.open}>
                    <span aria-hidden="true">?</span>
                    <span className="visually-hidden">{t('shortcuts')}</span>
                  </Tool>
                  <label>
                    <span className="visually-hidden">{t('workbenchLanguage')}</span>
                    <select
                      value={i18n.language}
                      onChange={(event) => {
                        void i18n.changeLanguage(event.target.value);
                        document.documentElement.lang = event.target.value;
                      }}
                    >
                      {WORKBENCH_LANGUAGES.map((code) => (
                        <option key={code} value={code}>
                          {t(`language_${code}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                </span>
                {signInEnded && (
                  <p role="alert" className="ended">
                    {t('organiser_ended')}
                    <Tool
                      type="button"
                      onClick={async () => {
                        const carried = view.draft ? await draftFragment({ pageId: current.pageId, view: { viewport, mode, zoom }, draft: view.draft }) : '';
                        organiser.signInAgain(location.pathname + location.search + carried);
                      }}
                    >
                      {t('organiser_signInAgain')}
                    </Tool>
                  </p>
                )}
              </Header>
              <Columns style={{ gridTemplateColumns: columns }}>
                <Side aria-label={t('pick')} hidden={!panels.leftOpen}>
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
                  <section aria-labelledby="outline-heading" className="outline">
                    <h2 id="outline-heading">{t('outline')}</h2>
                    <p className="help">{t('outlineHelp')}</p>
                    {parts.outline}
                  </section>
                </Side>
                <Main aria-label={t('view')}>
                  {panels.leftOpen && <Resizer label={t('resizeLeft')} value={panels.left} {...PANEL_LIMITS} direction={1} onResize={(left) => setPanels((now) => ({ ...now, left }))} />}
                  <ViewControls
                    viewport={viewport}
                    onViewport={setViewport}
                    zoom={zoom}
                    onZoom={setZoom}
                    mode={mode}
                    onMode={setMode}
                    split={split}
                    onSplit={setSplit}
                    otherSites={otherSites}
                    otherSiteId={besideSite?.id ?? null}
                    onOtherSite={setOtherSiteId}
                    account={account}
                    onAccount={chooseAccount}
                    mockSchedule={view.mockSchedule}
                    onMockSchedule={view.setMock}
                  />
                  <Canvas data-split={split !== 'off' || undefined}>
                    <PageFrame
                      key={visit}
                      frameRef={frameRef}
                      address={address}
                      title={pageTitle}
                      viewport={viewport}
                      {...inStep(view)}
                      marks={mode === 'preview' ? [...view.changed] : []}
                      draft={mode === 'preview' ? view.frameDraft : null}
                      onScrolled={follow(secondRef)}
                      leaving={leaving}
                      onLeft={() => setLeaving(false)}
                      signingIn={signingIn}
                      onSignedIn={() => setSigningIn('none')}
                    />
                    {split !== 'off' && (
                      <PageFrame
                        key={`${split}-${besideSite?.id}-${visit}`}
                        frameRef={secondRef}
                        address={besideAddress}
                        title={`${split === 'language' ? (besidePage?.title ?? pageTitle) : pageTitle} (${t(`split_${split}`)})`}
                        viewport={split === 'terminal' ? otherTerminal(viewport) : viewport}
                        {...inStep(view)}
                        marks={split === 'terminal' && mode === 'preview' ? [...view.changed] : []}
                        draft={split === 'terminal' && mode === 'preview' ? view.frameDraft : null}
                        onScrolled={follow(frameRef)}
                        leaving={false}
                        onLeft={() => undefined}
                        signingIn="none"
                        onSignedIn={() => undefined}
                      />
                    )}
                  </Canvas>
                  {panels.rightOpen && <Resizer label={t('resizeRight')} value={panels.right} {...PANEL_LIMITS} direction={-1} onResize={(right) => setPanels((now) => ({ ...now, right }))} />}
                </Main>
                <Panels aria-label={t('inspector')} hidden={!panels.rightOpen}>
                  {parts.inspector}
                </Panels>
              </Columns>
            </>
          )}
        </DraftedPage>
      )}
      <Shortcuts open={shortcuts.isOpen} onClose={shortcuts.close} />
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
  font-size: 14px;
  background: var(--color-bg);
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--color-border);
  .brand {
    display: flex;
    align-items: baseline;
    gap: var(--space-2);
    min-width: 0;
  }
  h1 {
    margin: 0;
    font-size: 16px;
    white-space: nowrap;
  }
  .page {
    color: var(--color-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 18ch;
  }
  @media (max-width: 1360px) {
    .page {
      display: none;
    }
  }
  .ended {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
    margin: 0;
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-sm);
    background: var(--color-danger-tint);
    font-weight: 600;
  }
  .end {
    display: inline-flex;
    gap: var(--space-1);
    align-items: center;
    margin-left: auto;
  }
  select {
    ${controlLook}
    min-height: 32px;
  }
  @media (pointer: coarse) {
    select {
      min-height: 44px;
      min-width: 44px;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  min-height: 0;
`;

const Side = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: var(--space-4);
  overflow: auto;
  padding: var(--space-3);
  border-right: 1px solid var(--color-border);
  &[hidden] {
    display: none;
  }
  h2 {
    margin: 0 0 var(--space-1);
    font-size: 14px;
    text-transform: none;
  }
  .help {
    margin: 0 0 var(--space-2);
    font-size: 12px;
    color: var(--color-text-muted);
  }
`;

const Main = styled.main`
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-height: 0;
  min-width: 0;
  > [role='separator'] {
    position: absolute;
    top: 0;
    bottom: 0;
  }
  > [role='separator']:first-child {
    left: 0;
  }
  > [role='separator']:last-child {
    right: 0;
  }
`;

const Canvas = styled.div`
  display: grid;
  min-height: 0;
  &[data-split] {
    grid-template-columns: 1fr 1fr;
    gap: 1px;
    background: var(--color-border);
  }
`;

const Panels = styled.aside`
  min-height: 0;
  overflow: hidden;
  border-left: 1px solid var(--color-border);
  &[hidden] {
    display: none;
  }
`;
