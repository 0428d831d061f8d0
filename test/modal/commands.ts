// Browser → test-runner commands (real keyboard, mouse and media emulation through Playwright).
// Under the Vite plugin, @web/test-runner-commands' own web-socket helper does not get its messages
// through, so this speaks the same small protocol over a socket of its own.
import { WAIT_MS } from '../helpers/wait.js';
import type { emulateMedia as EmulateMedia, sendKeys as SendKeys, sendMouse as SendMouse } from '@web/test-runner-commands';

interface Response {
  type: string;
  id: number;
  error?: string;
  response?: { executed: boolean; result: unknown };
}

let socket: Promise<WebSocket> | undefined;
let nextId = 1_000_000;

function open(): Promise<WebSocket> {
  socket ??= new Promise((resolve, reject) => {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/wds`);
    ws.addEventListener('open', () => resolve(ws), { once: true });
    ws.addEventListener('error', () => reject(new Error('test-runner web socket failed')), { once: true });
  });
  return socket;
}

async function command(name: string, payload: unknown): Promise<unknown> {
  const ws = await open();
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to test-runner command ${name}`)), WAIT_MS);
    const onMessage = (event: MessageEvent): void => {
      const message = JSON.parse(String(event.data)) as Response;
      if (message.type !== 'message-response' || message.id !== id) return;
      ws.removeEventListener('message', onMessage);
      clearTimeout(timer);
      if (message.error) reject(new Error(message.error));
      else if (!message.response?.executed) reject(new Error(`test-runner command ${name} was not executed`));
      else resolve(message.response.result);
    };
    ws.addEventListener('message', onMessage);
    ws.send(JSON.stringify({ type: 'wtr-command', sessionId, id, command: name, payload }));
  });
}

export const sendKeys = (payload: Parameters<typeof SendKeys>[0]): Promise<unknown> => command('send-keys', payload);
export const sendMouse = (payload: Parameters<typeof SendMouse>[0]): Promise<unknown> => command('send-mouse', payload);
export const emulateMedia = (payload: Parameters<typeof EmulateMedia>[0]): Promise<unknown> => command('emulate-media', payload);
