import {
  DRAW_NOW_BEACON_WAIT_MS,
  drawPeriodAt,
  nextDrawPeriod,
  drawPeriodOf,
  drawStream,
  parseDrawId,
  PRIZE_CLAIM_DAYS,
  raffleById,
  rafflesForTicket,
  seedCommitment,
  texts,
  type DrawPeriod,
  type RaffleDefinition,
  type WonPrizeType,
} from '@fr/contracts';
import { currentAward, drawById, entriesOfDraw, type TicketToEnter } from '@fr/projections';
import { DomainError } from '../../platform/errors';
import type { AppServices } from '../../services';
import { awardPrize, forfeitPrize } from '../prizes';
import { BeaconUnavailableError, type RandomnessBeacon } from './beacon/beacon';
import { seedFor } from './draw-seeds';
import { awardIdOf, beaconRoundOf, drawDecider, type DrawCommand, type DrawEvent, type DrawState } from './domain/draw-decider';

type DrawServices = Pick<AppServices, 'pool' | 'store' | 'commands' | 'now' | 'readYourWrites' | 'log' | 'config'>;

export type DrawNowOutcome = 'drawn' | 'no_entries' | 'already_drawn';

const DAY_MS = 86_400_000;
/** How often Draw now asks again for a round the beacon should have emitted (clocks differ by a little). */
const BEACON_POLL_MS = 250;

/** Events get ids from what was decided: an entry's id names the draw and the entry, so it is stored once. */
function drawEventId(event: DrawEvent, index: number, version: number): string {
  switch (event.type) {
    case 'DrawEntryAdded':
      return `entry:${event.data.drawId}:${event.data.entryId}`;
    case 'DrawPrizeAwarded':
      return `award:${event.data.awardId}`;
    default:
      return `${event.type}:${event.data.drawId}:${version + index + 1}`;
  }
}

const prizeType = (category: string): WonPrizeType =>
  category === 'cash' ? 'cash' : category === 'experiences' ? 'experience' : 'physical';

/** The draw periods: opening with a commitment, entries, closing, drawing with the beacon, and the prize's path. */
export class Draws {
  constructor(
    private readonly services: DrawServices,
    private readonly beacon: RandomnessBeacon,
  ) {}

  private handle(drawId: string, command: DrawCommand) {
    return this.services.commands.handle({
      streamId: drawStream(drawId),
      decider: drawDecider,
      command,
      context: { now: this.services.now() },
      eventId: drawEventId,
      metadata: { actor: 'system', command: command.type },
    });
  }

  /**
   * Opens a period (once): commits to its seed and fixes the beacon round, the first one after its close. Answers
   * whether the period is closed already (Draw now closes a period before its scheduled close).
   */
  async open(raffle: RaffleDefinition, period: DrawPeriod): Promise<{ closed: boolean }> {
    const seed = await seedFor(this.services.pool, period.drawId);
    const info = await this.beacon.info();
    const result = await this.handle(period.drawId, {
      type: 'OpenDraw',
      drawId: period.drawId,
      raffleId: raffle.id,
      opensAt: period.opensAt,
      closesAt: period.closesAt,
      prizeId: raffle.prize.id,
      seedCommitment: seedCommitment(seed),
      beacon: info,
      beaconRound: this.beacon.roundAfter(period.closesAt, info),
    });
    return { closed: result.state.closed !== null };
  }

  /**
   * The period of a raffle taking entries at an instant, opened if nobody has yet: the calendar's period, or the next
   * one when Draw now has closed that early.
   */
  private async takingEntries(raffle: RaffleDefinition, at: Date): Promise<DrawPeriod> {
    let period = drawPeriodAt(raffle, at);
    while ((await this.open(raffle, period)).closed) period = nextDrawPeriod(raffle, period);
    return period;
  }

  /** The open period of a raffle now, opened if nobody has yet. */
  current(raffle: RaffleDefinition): Promise<DrawPeriod> {
    return this.takingEntries(raffle, this.services.now());
  }

  /**
   * A settled ticket enters the next draw of each of its raffles that closes after it settled. If that draw has
   * closed meanwhile (the job ran late), it enters the period open now instead. Returns the entries it added (none
   * when a read model behind the log offered a ticket again).
   */
  async enterTicket(ticket: TicketToEnter): Promise<number> {
    let added = 0;
    for (const raffle of rafflesForTicket(ticket.sport, ticket.tier)) {
      if (ticket.enteredRaffles.includes(raffle.id)) continue;
      const settled = drawPeriodAt(raffle, new Date(ticket.settledAt));
      const at = settled.closesAt.getTime() <= this.services.now().getTime() ? this.services.now() : new Date(ticket.settledAt);
      const period = await this.takingEntries(raffle, at);
      const result = await this.handle(period.drawId, {
        type: 'AddEntry',
        entryId: ticket.ticketId,
        userId: ticket.userId,
        tickets: ticket.tickets,
        source: 'earned',
      });
      added += result.events.length;
    }
    return added;
  }

  /** The free entry (no purchase necessary): one ticket in the raffle's open period, once per player and period. */
  async freeEntry(raffleId: string, userId: string, tickets: number): Promise<{ drawId: string }> {
    const raffle = raffleById(raffleId);
    if (!raffle) throw new DomainError('not_found', texts.server.raffleNotFound);
    const period = await this.current(raffle);
    const result = await this.handle(period.drawId, { type: 'AddEntry', entryId: `free:${userId}`, userId, tickets, source: 'free' });
    // The same request again finds its entry already there: the second free entry of a period is refused.
    if (result.events.length === 0) throw new DomainError('conflict', texts.server.freeEntryUsed);
    await this.services.readYourWrites(result.position);
    return { drawId: period.drawId };
  }

  /**
   * Closes a due period, draws it once its beacon round is out, and makes sure the awarded player holds the prize.
   * Every step is idempotent, so a second run, a run after a crash or two workers at once give one draw and one winner.
   * Returns false while the beacon round is not out yet (the job retries).
   */
  async run(drawId: string): Promise<'drawn' | 'no_entries' | 'waiting' | 'not_due'> {
    const period = drawPeriodOf(drawId);
    if (!period) throw new DomainError('not_found', texts.server.drawNotFound);
    if (period.closesAt.getTime() > this.services.now().getTime()) return 'not_due';
    const raffle = raffleById(period.raffleId)!;
    await this.open(raffle, period);
    return this.closeAndDraw(drawId, { type: 'CloseDraw', seed: await seedFor(this.services.pool, drawId) });
  }

  private async closeAndDraw(drawId: string, close: DrawCommand & { type: 'CloseDraw' }) {
    const seed = close.seed;
    const closed = await this.handle(drawId, close);
    if (!closed.state.completed) {
      let round;
      try {
        round = await this.beacon.fetchRound(beaconRoundOf(closed.state)!);
      } catch (error) {
        if (error instanceof BeaconUnavailableError) return 'waiting';
        throw error;
      }
      await this.handle(drawId, {
        type: 'CompleteDraw',
        seed,
        beaconRound: round.round,
        beaconRandomness: round.randomness,
        beaconSignature: round.signature,
      });
    }
    const delivered = await this.deliverAward(drawId);
    return delivered ? 'drawn' : 'no_entries';
  }

  private async state(drawId: string): Promise<DrawState> {
    const events = await this.services.store.read(drawStream(drawId));
    return events.reduce((state, e) => drawDecider.evolve(state, { type: e.type, data: e.data } as DrawEvent), drawDecider.initialState());
  }

  /**
   * Draw now (development and demo): closes the raffle's open period before its scheduled close and draws it as the
   * draw job would, with the beacon round after this close, waiting the seconds until that round is out. `drawId` is
   * the period the operator saw: asked again, the drawn period answers `already_drawn` and nothing is drawn twice.
   */
  async drawNow(raffleId: string, drawId: string, by: string): Promise<{ drawId: string; outcome: DrawNowOutcome }> {
    if (this.services.config.env === 'production') throw new DomainError('forbidden', texts.server.drawNowRefusedInProduction);
    const raffle = raffleById(raffleId);
    if (!raffle) throw new DomainError('not_found', texts.server.raffleNotFound);
    const period = drawPeriodOf(drawId);
    if (!period || period.raffleId !== raffle.id) throw new DomainError('not_found', texts.server.drawNotFound);
    const state = await this.state(drawId);
    if (state.completed) return { drawId, outcome: 'already_drawn' };
    if (!state.closed && (await this.current(raffle)).drawId !== drawId) {
      throw new DomainError('conflict', texts.server.drawNowNotCurrent);
    }
    const close = { type: 'CloseDraw' as const, seed: await seedFor(this.services.pool, drawId), early: { by } };
    const deadline = Date.now() + DRAW_NOW_BEACON_WAIT_MS;
    for (;;) {
      const outcome = await this.closeAndDraw(drawId, close);
      if (outcome !== 'waiting') return { drawId, outcome };
      if (Date.now() >= deadline) throw new DomainError('conflict', texts.server.drawNowBeaconLate);
      const info = await this.beacon.info();
      const round = beaconRoundOf(await this.state(drawId))!;
      const wait = this.beacon.roundTime(round, info).getTime() - this.services.now().getTime();
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, BEACON_POLL_MS), deadline - Date.now())));
    }
  }

  /** The player stream holds the prize of the draw's standing award (again after a crash: awarding is idempotent). */
  private async deliverAward(drawId: string): Promise<boolean> {
    const state = await this.state(drawId);
    const standing = [...state.awards].filter(([, a]) => !a.forfeited).sort(([a], [b]) => b - a)[0];
    if (!standing || !state.opened) return false;
    const [pick, award] = standing;
    const raffle = raffleById(state.opened.raffleId)!;
    const awardedAt = new Date(state.completed!.drawnAt);
    const base = pick === 0 ? awardedAt : this.services.now();
    await awardPrize(this.services, award.userId, {
      awardId: awardIdOf(drawId, pick),
      drawId,
      raffleId: raffle.id,
      prizeId: raffle.prize.id,
      name: raffle.prize.title,
      description: raffle.prize.description,
      value: raffle.prize.estimatedValue,
      type: prizeType(raffle.prize.category),
      wonAt: base.toISOString(),
      claimDeadline: new Date(base.getTime() + PRIZE_CLAIM_DAYS * DAY_MS).toISOString(),
    });
    return true;
  }

  /**
   * A prize unclaimed by its deadline, or forfeited by an admin with a reason: forfeited on the winner's stream, then
   * passed to the next runner-up.
   */
  async forfeit(userId: string, awardId: string, drawId: string, byAdmin?: { adminId: string; note: string }): Promise<void> {
    await forfeitPrize(this.services, userId, awardId, byAdmin);
    const pick = Number(awardId.slice(drawId.length + 1));
    await this.handle(drawId, { type: 'ForfeitPick', pick });
    await this.deliverAward(drawId);
  }

  /** Whether a draw id names a real period (forged ids are refused before anything is read). */
  static exists(drawId: string): boolean {
    return parseDrawId(drawId) !== null;
  }

  async publicDraw(drawId: string) {
    const draw = await drawById(this.services.pool, drawId);
    if (!draw) return null;
    const entries = draw.status === 'open' ? [] : await entriesOfDraw(this.services.pool, drawId);
    const award = await currentAward(this.services.pool, drawId);
    return { draw, entries, award };
  }
}
