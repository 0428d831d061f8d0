// Stands in for a browser extension: announces one EIP-6963 wallet so the Connect view lists it, as it would
// for a player with a wallet installed. A classic script, so it is not counted in the library's JS.
(function () {
  // Installed but not connected to this site: it answers the silent checks (no accounts, chain 1) at once, as a
  // real extension does, and leaves any prompt unanswered.
  var silent = { eth_accounts: [], eth_chainId: '0x1' };
  var provider = {
    request: function (args) {
      return args && args.method in silent ? Promise.resolve(silent[args.method]) : new Promise(function () {});
    },
    on: function () {},
    removeListener: function () {}
  };
  var detail = Object.freeze({
    info: { uuid: 'bench-wallet', name: 'Bench Wallet', rdns: 'dev.w3m-modal.bench', icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%230b8f6a"/%3E%3C/svg%3E' },
    provider: provider
  });
  function announce() { window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail })); }
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();
