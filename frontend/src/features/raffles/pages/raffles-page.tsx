import { RafflesContent } from '../components/raffles-content';

/** Spec §2: public; visitors see the cards with "Connect Account", players their tickets, odds and free entries. */
export function RafflesPage() {
  return <RafflesContent />;
}
