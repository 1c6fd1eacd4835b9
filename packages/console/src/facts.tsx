import type { ComponentChildren } from 'preact';
import type { CatalogEntry } from './api.js';
import { quorum, trustLabel } from './labels.js';

/** One term and its value in a page's list of facts (`<dl class="facts">`). */
export function Fact(props: { term: string; class?: string; children: ComponentChildren }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd class={props.class}>{props.children}</dd>
    </div>
  );
}

/** Status, quorum and trust: the three facts a catalog card and a knowledge's page say the same way. */
export function StandingFacts({ entry }: { entry: CatalogEntry }) {
  const trust = trustLabel(entry);
  return (
    <>
      <Fact term="Status">
        <span class={`badge badge-${entry.status.toLowerCase()}`}>{entry.status}</span>
      </Fact>
      <Fact term="Quorum">{quorum(entry)}</Fact>
      <Fact term="Trust" class={`tone-${trust.tone}`}>
        {trust.text}
      </Fact>
    </>
  );
}
