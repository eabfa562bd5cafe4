interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a live stream over real HTTP (app.inject cannot stream). */
export async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextFrame = async (): Promise<string> => {
    while (!buffer.includes('\n\n')) {
      if (!reader) throw new Error('no body');
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
    const end = buffer.indexOf('\n\n');
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return frame;
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    nextEvent: async (): Promise<SseEvent> => {
      for (;;) {
        const lines = (await nextFrame()).split('\n');
        const event = lines.find((l) => l.startsWith('event: '))?.slice('event: '.length);
        const data = lines.find((l) => l.startsWith('data: '))?.slice('data: '.length);
        if (event && data) return { event, data: JSON.parse(data) };
      }
    },
    close: () => controller.abort(),
  };
}
