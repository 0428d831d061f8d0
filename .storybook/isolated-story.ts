// A docs page renders its stories into one document. A story that opens the modal would cover that page with
// its backdrop (the dialog is in the top layer), and stories that share the stores would overwrite each other.
// A story file that sets `parameters.isolated` is shown on its docs page in frames of its own instead: each
// story is its own page, at the size the parameter asks for, with the docs page's globals and changed args.
import { html } from 'lit';
import type { Decorator } from '@storybook/web-components-vite';

export interface IsolatedParameter {
  /** The frame's height on the docs page (a CSS length). */
  height: string;
}

/** Storybook's URL form for args and globals (`key:value;key:value`); values outside its plain set are left out. */
function urlPairs(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' && /^[\w .-]+$/.test(value))
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(';');
}

export const withIsolatedDocsStory: Decorator = (story, context) => {
  const isolated = context.parameters['isolated'] as IsolatedParameter | undefined;
  if (context.viewMode !== 'docs' || !isolated) return story();
  const changedArgs = Object.fromEntries(Object.entries(context.args).filter(([key, value]) => context.initialArgs[key] !== value));
  const query = new URLSearchParams({ id: context.id, viewMode: 'story', globals: urlPairs(context.globals) });
  const args = urlPairs(changedArgs);
  if (args) query.set('args', args);
  return html`<iframe
    class="w3m-isolated-story"
    loading="lazy"
    title=${`${context.title}: ${context.name}`}
    src=${`iframe.html?${query}`}
    style=${`display: block; width: 100%; height: ${isolated.height}; border: 0`}
  ></iframe>`;
};
