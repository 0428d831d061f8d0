// react-app.tsx without the library: the same React page, built the same way, so the difference is the library's.
import { createRoot } from 'react-dom/client';

function App() {
  return <button onClick={() => console.log('play')}>Play</button>;
}

createRoot(document.getElementById('root')!).render(<App />);
