import type { EventId, EventStore, StreamId } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * The events one session sent on its SSE streams, kept so a client whose connection dropped can reconnect with
 * `Last-Event-ID` and receive what it missed (the SDK replays them). One store per session, so an event id from
 * another session is simply unknown here. Bounded twice — by count and by bytes — because a session holds it for
 * its whole life: the oldest events go first, and a client that comes back after they went gets a 400 from the SDK
 * rather than a partial replay.
 */

export const MAX_EVENTS_PER_SESSION = 256;
export const MAX_EVENT_BYTES_PER_SESSION = 1024 * 1024;

interface Stored {
  id: EventId;
  stream: StreamId;
  seq: number;
  /** The message as sent, serialised once: later changes to the object cannot alter what is replayed. */
  text: string;
}

export class SessionEventStore implements EventStore {
  readonly #events: Stored[] = [];
  readonly #byId = new Map<EventId, Stored>();
  readonly #maxEvents: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #seq = 0;

  constructor(options: { maxEvents?: number; maxBytes?: number } = {}) {
    this.#maxEvents = options.maxEvents ?? MAX_EVENTS_PER_SESSION;
    this.#maxBytes = options.maxBytes ?? MAX_EVENT_BYTES_PER_SESSION;
  }

  /** How many events and bytes are held now. */
  get size(): { events: number; bytes: number } {
    return { events: this.#events.length, bytes: this.#bytes };
  }

  async storeEvent(streamId: StreamId, message: JSONRPCMessage): Promise<EventId> {
    const seq = ++this.#seq;
    // The stream id is a UUID the SDK made; the sequence orders events across every stream of the session.
    const event: Stored = { id: `${streamId}_${seq}`, stream: streamId, seq, text: JSON.stringify(message) };
    this.#events.push(event);
    this.#byId.set(event.id, event);
    this.#bytes += event.text.length;
    while (this.#events.length > this.#maxEvents || (this.#bytes > this.#maxBytes && this.#events.length > 1)) {
      const dropped = this.#events.shift()!;
      this.#byId.delete(dropped.id);
      this.#bytes -= dropped.text.length;
    }
    return event.id;
  }

  async getStreamIdForEventId(eventId: EventId): Promise<StreamId | undefined> {
    return this.#byId.get(eventId)?.stream;
  }

  async replayEventsAfter(
    lastEventId: EventId,
    { send }: { send: (eventId: EventId, message: JSONRPCMessage) => Promise<void> },
  ): Promise<StreamId> {
    const last = this.#byId.get(lastEventId);
    // The SDK asks getStreamIdForEventId first and answers an unknown id itself; this is the same refusal.
    if (!last) throw new Error('the event to resume after is not held (unknown, or too old)');
    for (const event of this.#events) {
      if (event.stream !== last.stream || event.seq <= last.seq) continue;
      // The priming event (an empty message) marks where a stream began; there is nothing in it to replay.
      if (event.text === '{}') continue;
      await send(event.id, JSON.parse(event.text) as JSONRPCMessage);
    }
    return last.stream;
  }
}
