import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routeOf } from './App.tsx';
import './artboard.css';

const route = routeOf(window.location.pathname);
document.documentElement.dataset.route = route;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App route={route} />
  </StrictMode>,
);
