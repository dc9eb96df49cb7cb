import type { InterestAnswer } from '#shared/schemas/interests.ts';

/**
 * What the clients were told happened, to hold against the rows afterwards ("nothing lost or
 * doubled"). Each member changes only its own shortlist and blocks, one request at a time, so
 * those sets are exact; interests are counted (201 created, 204 withdrawn) and every acknowledged
 * answer is the interest's last status unless a later one was acknowledged.
 */
export class Ledger {
  interestsCreated = 0;
  readonly withdrawn = new Set<string>();
  /** The last acknowledged answer per interest id. */
  readonly answers = new Map<string, InterestAnswer>();
  readonly shortlists = new Map<string, Set<string>>();
  readonly blocks = new Map<string, Set<string>>();
  /** `viewer>viewed` of every profile view answered 200. */
  readonly views = new Set<string>();

  setOf(map: Map<string, Set<string>>, memberId: string): Set<string> {
    let set = map.get(memberId);
    if (!set) {
      set = new Set();
      map.set(memberId, set);
    }
    return set;
  }
}
