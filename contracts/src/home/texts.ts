/** User-visible home texts, verbatim from product-spec.md where it fixes them. */
export const homeTexts = {
  home: {
    heroTitle: 'Turn Your Fantasy Wins Into Real Prizes',
    heroSubtitle:
      'Connect your fantasy team, beat your projected points and earn raffle tickets for cash, gear and once-in-a-lifetime experiences.',
    promptTitle: 'Join the Action',
    promptText: 'Sign in or create an account to start earning coins and raffle tickets.',
    promptSignIn: 'Sign In',
    promptSignUp: 'Sign Up',
    connect: {
      title: 'Connect Your Fantasy Account',
      notConnected: 'Not connected',
      consent: 'I consent to participate in the raffle system and allow access to my fantasy team data.',
      button: 'Connect Fantasy Account',
      configurationRequiredTitle: 'Configuration Required',
      configurationRequiredMessage: 'OAuth credentials are not configured. Please contact the administrator.',
    },
    /** Ours: the figure is the sum of the prizes of the draws open now (GET /api/raffles), polled like the Raffles page. */
    prizePool: { label: 'Live Prize Pool', caption: (draws: number) => `in prizes across the ${draws} draws open now` },
    recentWinnersTitle: 'Recent Winners',
    howItWorksTitle: 'How It Works',
    steps: [
      { title: 'Connect Your Team', text: 'Link your fantasy account and we sync your NFL, NBA and MLB teams.' },
      { title: 'Play the Season', text: "Every game week your team's points are compared with its projection." },
      { title: 'Win Prizes', text: 'Beat your projection to earn raffle tickets for real prizes.' },
    ],
    tiersTitle: 'Prize Tiers',
    tierLabels: {
      threshold: 'Beat projection by',
      example: 'Example',
      tickets: 'Tickets per achievement',
      frequency: 'Drawn',
      prizeRange: 'Prize value',
      examplePrizes: 'Prize pool',
      difficulty: 'Difficulty',
    },
    /** The margins, tickets and prizes beside these come from the live tier configuration (GET /api/tiers). */
    tierThreshold: (marginPercent: number) => `+${marginPercent}%`,
    tierExample: (score: number) => `Projected 100, score ${score}+`,
    tiersLoadFailed: 'Failed to load the prize tiers.',
    tiers: [
      { name: 'Bronze', frequency: 'Daily', difficulty: 'Easy' },
      { name: 'Silver', frequency: 'Weekly', difficulty: 'Moderate' },
      { name: 'Gold', frequency: 'Monthly', difficulty: 'Hard' },
      { name: 'Platinum', frequency: 'Season', difficulty: 'Legend' },
    ],
  },
  /** The Home connect card (spec §2, §4, §5, §8; verbatim where the spec words it, labels it leaves open are ours). */
} as const;
