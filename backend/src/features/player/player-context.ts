/** What every player command is decided with: whose stream it is and the time of the decision. */
export interface PlayerContext {
  userId: string;
  now: Date;
}
