// The library's own share of the initial JS: the plain-HTML usage with the product's configuration.
import 'w3m-modal/define';
