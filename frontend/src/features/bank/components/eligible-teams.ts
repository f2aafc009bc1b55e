import type { Sport } from '@fr/contracts/fantasy';
import type { Team, TeamsResponse } from '@fr/contracts/fantasy';

/** Spec §2 lists the bank dialog's teams from MLB, NFL and NBA, in that order. */
const bankSportOrder: readonly Sport[] = ['MLB', 'NFL', 'NBA'];

/** Teams a boost can go to: only those whose games are not in progress (spec §4). */
export function eligibleTeams(response: TeamsResponse | undefined): Team[] {
  return response ? bankSportOrder.flatMap((sport) => response.teams[sport].filter((team) => !team.isActive)) : [];
}
