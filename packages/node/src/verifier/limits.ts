/**
 * The verifier's budget over a rolling hour: how many checks it starts and how many minutes it holds the
 * model for them. The model is shared with live tests and apply; a node that verifies everything announced
 * would starve its own users, so the automatic loop stops when either budget is spent.
 */

export interface VerifierLimits {
  maxPerHour: number;
  maxModelMinutesPerHour: number;
}

export const DEFAULT_VERIFIER_LIMITS: VerifierLimits = { maxPerHour: 40, maxModelMinutesPerHour: 10 };

const HOUR_MS = 3_600_000;

export interface LimitUsage extends VerifierLimits {
  runs_last_hour: number;
  model_minutes_last_hour: number;
  /** When the oldest run in the window leaves it (epoch ms), or null with an empty window. */
  frees_at: number | null;
  exhausted: boolean;
}

export class RateBudget {
  readonly #runs: { at: number; ms: number }[] = [];

  constructor(
    readonly limits: VerifierLimits,
    private readonly now: () => number,
  ) {}

  #window(): { at: number; ms: number }[] {
    const since = this.now() - HOUR_MS;
    while (this.#runs.length > 0 && (this.#runs[0]?.at ?? 0) <= since) this.#runs.shift();
    return this.#runs;
  }

  /** Whether another automatic check may start now. */
  allows(): boolean {
    return !this.usage().exhausted;
  }

  /** Counts a finished check; manual runs are counted too, so the operator sees what the model really spent. */
  record(startedAt: number, ms: number): void {
    this.#runs.push({ at: startedAt, ms });
  }

  usage(): LimitUsage {
    const runs = this.#window();
    const modelMs = runs.reduce((sum, r) => sum + r.ms, 0);
    const exhausted = runs.length >= this.limits.maxPerHour || modelMs >= this.limits.maxModelMinutesPerHour * 60_000;
    return {
      ...this.limits,
      runs_last_hour: runs.length,
      model_minutes_last_hour: Math.round((modelMs / 60_000) * 1000) / 1000,
      frees_at: runs[0] ? runs[0].at + HOUR_MS : null,
      exhausted,
    };
  }
}
