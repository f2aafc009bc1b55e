import type { RouteContract } from '../http/route-contract';
import {
  drawParamsSchema,
  drawProofResponseSchema,
  freeEntryRequestSchema,
  myEntriesQuerySchema,
  myEntriesResponseSchema,
  raffleHistoryQuerySchema,
  raffleHistoryResponseSchema,
  freeEntryResponseSchema,
  officialRulesResponseSchema,
  raffleParamsSchema,
  rafflesResponseSchema,
  recentWinnersResponseSchema,
} from './schemas';
import { drawRunsResponseSchema } from './draw-runs';

// GET /api/raffles is the spec's (§7, every 60 s); the rest are ours. GET /api/raffle-tickets stays with fantasy.
/** The raffle routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const rafflesRoutes = {
  raffles: {
    method: 'get',
    path: '/api/raffles',
    summary: "The sixteen raffle cards with the open period, participants and the signed-in player's tickets and odds",
    auth: 'none',
    response: rafflesResponseSchema,
  },
  recentWinners: {
    method: 'get',
    path: '/api/raffles/winners',
    summary: 'Recent winners of real draws (first name and initial only)',
    auth: 'none',
    response: recentWinnersResponseSchema,
  },
  raffleHistory: {
    method: 'get',
    path: '/api/raffles/:raffleId/draws',
    summary: "A raffle's past draws, newest first, paged: entry counts, the winner by display name and the prize",
    auth: 'none',
    params: raffleParamsSchema,
    query: raffleHistoryQuerySchema,
    response: raffleHistoryResponseSchema,
  },
  myEntries: {
    method: 'get',
    path: '/api/raffles/entries',
    summary: "The signed-in player's draw entries (tickets and free entries), newest first, paged, with how each ended",
    auth: 'player',
    query: myEntriesQuerySchema,
    response: myEntriesResponseSchema,
  },
  raffleRules: {
    method: 'get',
    path: '/api/raffles/:raffleId/rules',
    summary: "A raffle's official rules",
    auth: 'none',
    params: raffleParamsSchema,
    response: officialRulesResponseSchema,
  },
  freeEntry: {
    method: 'post',
    path: '/api/raffles/:raffleId/free-entry',
    summary: 'The free entry (no purchase necessary): one per player per open draw period',
    auth: 'player',
    params: raffleParamsSchema,
    body: freeEntryRequestSchema,
    response: freeEntryResponseSchema,
    status: 201,
  },
  drawProof: {
    method: 'get',
    path: '/api/raffles/draws/:drawId/proof',
    summary: "A draw's public proof: commitment, seed once revealed, entry list and hash, beacon round and winners",
    auth: 'none',
    params: drawParamsSchema,
    response: drawProofResponseSchema,
  },
  drawRuns: {
    method: 'get',
    path: '/api/raffles/draw-runs',
    summary: "Each raffle's latest draw run and whether any draw is late (the Raffles page's system status)",
    auth: 'none',
    response: drawRunsResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
