/** Logos to a row: a wall of six on desktop, three on phones (each still a comfortable target). */
export const PARTNER_COLUMNS = 6;
export const PARTNER_COLUMNS_MOBILE = 3;
