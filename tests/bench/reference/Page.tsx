// The bench's yardstick: the same shapes as the product's home page (hero image, heading and
// rich text, six cards, footer) written as a developer would write a plain React 19 page. main.tsx
// renders it in the browser; the bench also writes it as static HTML with no script (the physical limit).
import { anchorOf, CARDS, HERO } from './content';

function Hero() {
  return (
    <a className="hero" href="#visit">
      <img src={HERO.src} width={HERO.width} height={HERO.height} alt={HERO.alt} />
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
          <a href={anchorOf(card.title)}>Learn more</a>
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

export function ReferencePage() {
  return (
    <main>
      <Hero />
      <Intro />
      <Cards />
      <Footer />
    </main>
  );
}
