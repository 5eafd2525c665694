// What both reference pages show: the shapes of the product's home (hero, heading and rich text, six cards, footer).
export const HERO = { src: '/hero.svg', width: 1440, height: 480, alt: 'Reference Trade Fair, 22–25 October 2026' };

export const CARDS = [
  { title: 'Exhibitors', text: 'Twelve hundred companies from sixty countries and regions across four halls.' },
  { title: 'Conference', text: 'Three days of talks on trade, logistics, tourism and the digital economy.' },
  { title: 'Matchmaking', text: 'Book meetings with buyers and suppliers before you arrive.' },
  { title: 'Getting there', text: 'Ferries, buses and the bridge: every way to reach the venue.' },
  { title: 'Tickets', text: 'Trade visitors register free; public days need a ticket.' },
  { title: 'Press', text: 'Accreditation, press releases and the photo library.' },
];

export const anchorOf = (title: string) => `#${title.toLowerCase().replace(/\s+/g, '-')}`;
