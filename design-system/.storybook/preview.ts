import type { Preview } from '@storybook/react-vite';
import '../src/global.css.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
  },
};

export default preview;
