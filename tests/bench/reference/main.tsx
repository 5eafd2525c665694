// The bench's yardstick: the same shapes as the product's home page (hero image, heading and
// rich text, six cards, footer) written as a developer would write a plain React 19 page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

const CARDS = [
  { title: 'Exhibitors', text: 'Twelve hundred companies from sixty countries and regions across four halls.' },
  { title: 'Conference', text: 'Three days of talks on trade, logistics, tourism and the digital economy.' },
  { title: 'Matchmaking', text: 'Book meetings with buyers and suppliers before you arrive.' },
  { title: 'Getting there', text: 'Ferries, buses and the bridge: every way to reach the venue.' },
  { title: 'Tickets', text: 'Trade visitors register free; public days need a ticket.' },
  { title: 'Press', text: 'Accreditation, press releases and the photo library.' },
];

function Hero() {
  return (
    <a className="hero" href="#visit">
      <img src="/hero.svg" width={1440} height={480} alt="Reference Trade Fair, 22–25 October 2026" />
    </a>
  );
}

function Intro() {
  return (
    <section className="intro">
      <h1>Welcome to the Reference Trade Fair</h1>
      <p>
        The fair brings together <strong>exhibitors, buyers and visitors</strong> for four days of business. Plan your
        visit, find the companies you want to meet and <a href="#visit">check the opening hours</a>.
      </p>
      <ul>
        <li>Trade days: 22–24 October, 10:00–18:00</li>
        <li>Public day: 25 October, 10:00–17:00</li>
      </ul>
    </section>
  );
}

function Cards() {
  return (
    <section className="cards" aria-label="Highlights">
      {CARDS.map((card) => (
        <article key={card.title} className="card">
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <a href={`#${card.title.toLowerCase().replace(/\s+/g, '-')}`}>Learn more</a>
        </article>
      ))}
    </section>
  );
}

function Footer() {
  return (
    <footer className="footer" id="visit">
      <p>Reference Trade Fair · Exhibition Centre, Hall 1–4</p>
      <p>© 2026 The organisers</p>
    </footer>
  );
}

function App() {
  return (
    <main>
      <Hero />
      <Intro />
      <Cards />
      <Footer />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
