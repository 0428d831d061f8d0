// The product configuration turns every optional feature off. WalletConnect is on by default with a projectId
// (AppKit's default); library-wc.html measures it. A classic script placed after <w3m-modal>: it runs while the
// page is parsed, before the library's module defines the element, so the modal is configured once, and it is
// not counted in the library's JS.
(function () {
  var modal = document.querySelector('w3m-modal');
  if (modal) modal.config = { enableWalletConnect: false };
})();
