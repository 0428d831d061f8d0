import { html } from 'lit';
import type { IconName } from '../../components/wui-icon.js';
import type { HelpKey } from './help-messages.js';
import { helpMsg } from './help-messages.js';

/** One point of a help view: an icon, a heading and a sentence, all from the help table. */
export interface HelpPoint {
  icon: IconName;
  title: HelpKey;
  text: HelpKey;
}

/** The points as a list (a heading level below the modal's title). */
export const renderHelpPoints = (points: readonly HelpPoint[]) => html`<ul part="points" class="points">
  ${points.map(
    point => html`<li>
      <wui-icon name=${point.icon} size="md"></wui-icon>
      <div><h3 class="heading">${helpMsg(point.title)}</h3><p class="muted">${helpMsg(point.text)}</p></div>
    </li>`,
  )}
</ul>`;
