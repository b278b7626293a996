// The console's review moderation, surveys, candidates and contact sources rules.
export {};
