import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { Fragment, createElement } from 'react';
import type { Preview } from '@storybook/web-components-vite';
// Written by `npm run analyze` (build:stories and stories run it first): the source of every docs page's tables.
import manifest from '../custom-elements.json';
// Side-effect module that registers every custom element, so stories only need the tags.
import '../src/define';
import { globalTypes, initialGlobals, withDesignTokens } from './design-tokens.js';
import { withIsolatedDocsStory } from './isolated-story.js';

interface Named {
  name: string;
}
interface Manifest {
  modules: {
    declarations?: {
      members?: (Named & { kind: string; privacy?: string; static?: boolean })[];
      cssParts?: Named[];
      slots?: Named[];
    }[];
  }[];
}

/**
 * The manifest as a page author uses the elements. Storybook shows one table row per name, so an attribute and
 * a CSS part of the same name (`balance`, `message`) would lose one row: parts are named as written in CSS,
 * `::part(balance)`. Its rows also skip the default slot (no name); it is listed as `(default)`. The manifest
 * also lists private and static class fields (controllers, `shadowRootOptions`): left out.
 */
function docsView(cem: Manifest): Manifest {
  return {
    ...cem,
    modules: cem.modules.map(module => ({
      ...module,
      declarations: module.declarations?.map(declaration => ({
        ...declaration,
        members: declaration.members?.filter(m => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public'),
        cssParts: declaration.cssParts?.map(part => ({ ...part, name: `::part(${part.name})` })),
        slots: declaration.slots?.map(slot => ({ ...slot, name: slot.name || '(default)' })),
      })),
    })),
  };
}

setCustomElementsManifest(docsView(manifest as Manifest));

/**
 * Rows from the manifest document the element; only the story's own args drive its render function, so a
 * manifest row with no such arg gets no control (editing it would change nothing).
 */
const manifestRowsAreDocsOnly: NonNullable<Preview['argTypesEnhancers']>[number] = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) =>
      argType.table?.category && !(name in initialArgs) ? [name, { ...argType, control: false }] : [name, argType],
    ),
  );

/**
 * A docs page renders its stories together in one document. The `wui-*` components (properties in, events out)
 * can; the modal's elements and views read the shared stores, so each story's set-up would overwrite the one
 * before and every story would show the last one's state. Their page shows the primary story (its controls
 * change it); each state stays a story of its own in the sidebar. A file with `parameters.isolated` (the modal)
 * shows every story, each in a frame of its own (.storybook/isolated-story.ts).
 */
function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const everyStory = preparedMeta.title.startsWith('Components/') || Boolean(preparedMeta.parameters['isolated']);
  const p = (text: string) => createElement('p', null, text);
  return createElement(
    Fragment,
    null,
    createElement(Title),
    createElement(Subtitle),
    createElement(Description, { of: 'meta' }),
    createElement(Primary),
    createElement(Controls),
    everyStory ? createElement(Stories) : p('Each state is a story of its own in the sidebar (this element reads the shared stores, so a page shows one state at a time).'),
  );
}

const preview: Preview = {
  // A docs page per component: its description, attributes, properties, events, slots, CSS parts and CSS
  // custom properties from custom-elements.json, next to its stories.
  tags: ['autodocs'],
  argTypesEnhancers: [manifestRowsAreDocsOnly],
  // The toolbar: theme mode, every public --w3m-* token and the locale, applied to every story
  // (.storybook/design-tokens.ts). The isolating decorator comes last, so it is the outermost.
  globalTypes,
  initialGlobals,
  decorators: [withDesignTokens, withIsolatedDocsStory],
  parameters: {
    controls: { expanded: true },
    docs: { page: DocsPage },
  },
};

export default preview;
