// The portal's prebuilt stylesheet. The intranet's own global one (public/intranet.css) is a
// separate <link> in index.html, as the intranet's shell would serve it.
import '@lego-portal/portal-ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntranetApp } from './intranet-app';

const root = document.getElementById('intranet');
if (!root) throw new Error('index.html has no #intranet element');
createRoot(root).render(
  <StrictMode>
    <IntranetApp />
  </StrictMode>,
);
