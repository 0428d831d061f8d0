// The plain-HTML usage on a page with `body { display: grid; gap }`: for the host page's layout shift (issue 24).
import 'w3m-modal/define';
