// Runs before the page paints (a plain <script> in <head>) so the chosen theme never flashes.
(function () {
  try {
    var theme = localStorage.getItem('nota20-theme') || 'system';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: the light theme stays */
  }
})();
