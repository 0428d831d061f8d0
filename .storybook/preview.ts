import type { Preview } from '@storybook/web-components-vite';
// Side-effect module that registers every custom element, so stories only need the tags.
import '../src/define';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
