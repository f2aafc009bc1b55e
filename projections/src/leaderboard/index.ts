export { leaderboardProjector } from './leaderboard-projector';
export { leaderboardOf, type LeaderboardPage, type LeaderboardRow } from './leaderboard-queries';
