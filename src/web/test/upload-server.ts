import { vi } from 'vitest';

/** One upload the fake server received: where it went and the form it carried. */
export type Upload = { url: string; form: FormData };

/**
 * Answers the app's uploads as the server would, by address (jsdom's own XMLHttpRequest would go to the
 * network): `answer` gives the status (200 unless said) and the body. Returns the uploads received.
 */
export function fakeUploadServer(answer: (url: string) => { status?: number; body: unknown }) {
  const sent: Upload[] = [];
  class FakeRequest extends EventTarget {
    status = 0;
    responseText = '';
    upload = new EventTarget();
    #url = '';
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ url: this.#url, form });
      setTimeout(() => {
        const reply = answer(this.#url);
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body);
        this.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
