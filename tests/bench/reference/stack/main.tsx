// The plain reference page again, with each library the product's stack requires doing its part
// (the router, i18next, styled-components, a zod/mini schema, DOMPurify): the same page and
// pixels, so what it adds to the plain page is the stack's own cost, before any code of ours.
import DOMPurify from 'dompurify';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { anchorOf, CARDS, HERO } from '../content';
import '../styles.css';

const TEXTS = {
  heading: 'Welcome to the Reference Trade Fair',
  intro:
    '<p>The fair brings together <strong>exhibitors, buyers and visitors</strong> for four days of business. Plan your visit, find the companies you want to meet and <a href="#visit">check the opening hours</a>.</p><ul><li>Trade days: 22–24 October, 10:00–18:00</li><li>Public day: 25 October, 10:00–17:00</li></ul>',
  more: 'Learn more',
  venue: 'Reference Trade Fair · Exhibition Centre, Hall 1–4',
  rights: '© 2026 The organisers',
};
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: TEXTS } }, interpolation: { escapeValue: false } });

const cards = z.array(z.object({ title: z.string(), text: z.string() })).parse(CARDS as unknown);

const Card = styled.article`
  border: 1px solid #e1e5ee;
  border-radius: 8px;
  padding: 20px;
  background: #fff;
  h2 { font-size: 1.25rem; margin: 0 0 8px; }
`;

function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <a className="hero" href="#visit">
        <img src={HERO.src} width={HERO.width} height={HERO.height} alt={HERO.alt} />
      </a>
      <section className="intro">
        <h1>{t('heading')}</h1>
        <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(t('intro')) }} />
      </section>
      <section className="cards" aria-label="Highlights">
        {cards.map((card) => (
          <Card key={card.title}>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link to={anchorOf(card.title)}>{t('more')}</Link>
          </Card>
        ))}
      </section>
      <footer className="footer" id="visit">
        <p>{t('venue')}</p>
        <p>{t('rights')}</p>
      </footer>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/stack">
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
