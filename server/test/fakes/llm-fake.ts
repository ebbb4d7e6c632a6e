import { startFake, type FakeServer } from './fake-server.ts';

export interface LlmFake extends FakeServer {
  /** The JSON the model "writes" per schema name (`response_format.json_schema.name`); a string is sent as is. */
  replies: Record<string, unknown>;
  /** Parsed request bodies, to check what we asked. */
  bodies: Array<Record<string, unknown>>;
}

/** A fake OpenAI-compatible endpoint: `POST /chat/completions` answered in the chat-completions format. */
export async function startLlmFake(): Promise<LlmFake> {
  const replies: Record<string, unknown> = {};
  const bodies: Array<Record<string, unknown>> = [];
  const fake = await startFake(({ method, url, body }) => {
    if (method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return { status: 404, body: { error: { message: 'Not found', type: 'invalid_request_error' } } };
    }
    const request = JSON.parse(body) as Record<string, unknown> & {
      model?: string;
      response_format?: { json_schema?: { name?: string } };
    };
    bodies.push(request);
    const name = request.response_format?.json_schema?.name ?? '';
    const reply = replies[name];
    const content = typeof reply === 'string' ? reply : JSON.stringify(reply ?? null);
    return {
      body: {
        id: `chatcmpl-fake${bodies.length}`,
        object: 'chat.completion',
        created: 1750000000,
        model: request.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
        system_fingerprint: 'fp_fake',
      },
    };
  });
  return Object.assign(fake, { replies, bodies });
}
