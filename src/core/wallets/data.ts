import type { WalletEntry } from './types.js';

/*
 * Bundled wallet registry: shown at once and offline; the explorer API adds to it when reachable.
 *
 * Sources (each wallet's `// src:` note says which one gave which fact; nothing was guessed):
 *  A  WalletConnect Explorer v3 listing (fields id, name, homepage, image_id, mobile_link, link_mode
 *     (kept as `universal`), desktop_link, webapp_link, app_store, play_store, rdns, injected namespaces
 *     (kept as `chains`)), as copied into a public project's `WalletConnectWallets` list (a
 *     pelican-web3-lib user, 2025).
 *  B  WalletConnect Registry v2 listing (fields id, name, homepage, image_id, app.ios / app.android,
 *     mobile.native / mobile.universal, desktop.native, injected namespaces), as mirrored in
 *     github.com/HuangCaiJin/h-connect-wallet src/wallet.js.
 *  C  Reown AppKit's own constants (CUSTOM_DEEPLINK_WALLETS / connector-id map: explorer ids and URLs).
 *  D  DePay widgets' wallet list (github.com/DePayFi/widgets src/helpers/allWallets.js): native schemes.
 *  T  thirdweb's wallet ids, which are the wallets' EIP-6963 rdns (createWallet('io.rabby'), …).
 * Store links or schemes a source gave as empty, "-" or plainly wrong were left out.
 */
const EVM = ['eip155'] as WalletEntry['chains'];
const EVM_SOL = ['eip155', 'solana'] as WalletEntry['chains'];
const APPLE = 'https://apps.apple.com/';
const PLAY = 'https://play.google.com/store/apps/details?id=';

export const BUNDLED_WALLETS: readonly WalletEntry[] = Object.freeze([
  // src: A; universal B
  { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io/', mobile: 'metamask://', universal: 'https://metamask.app.link', appStore: `${APPLE}us/app/metamask/id1438144202`, playStore: `${PLAY}io.metamask`, chains: EVM, imageId: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800' },
  // src: A
  { id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', name: 'Trust Wallet', rdns: 'com.trustwallet.app', homepage: 'https://trustwallet.com/', mobile: 'trust://', universal: 'https://link.trustwallet.com', appStore: `${APPLE}app/apple-store/id1288339409`, playStore: `${PLAY}com.wallet.crypto.trustapp`, chains: EVM, imageId: '7677b54f-3486-46e2-4e37-bf8747814f00' },
  // src: id and universal C; native D; rdns T
  { id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', mobile: 'cbwallet://', universal: 'https://go.cb-w.com' },
  // src: B; rdns T
  { id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow', rdns: 'me.rainbow', homepage: 'https://rainbow.me/', mobile: 'rainbow://', universal: 'https://rnbwapp.com', appStore: `${APPLE}app/rainbow-ethereum-wallet/id1457119021`, playStore: `${PLAY}me.rainbow`, chains: EVM, imageId: '7a33d7f1-3d12-4b5c-f3ee-5cd83cb1b500' },
  // src: A
  { id: '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4', name: 'Binance Wallet', rdns: 'com.binance.wallet', homepage: 'https://www.binance.com/en/web3wallet', mobile: 'bnc://app.binance.com/cedefi/', universal: 'https://app.binance.com/cedefi', webapp: 'https://www.binance.com/en/web3wallet', appStore: 'https://www.binance.com/en/download', playStore: 'https://www.binance.com/en/download', chains: EVM, imageId: 'ebac7b39-688c-41e3-7912-a4fefba74600' },
  // src: A
  { id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709', name: 'OKX Wallet', rdns: 'com.okex.wallet', homepage: 'https://www.okx.com/web3', mobile: 'okex://main', appStore: `${APPLE}us/app/okx-buy-bitcoin-eth-crypto/id1327268470`, playStore: `${PLAY}com.okinc.okex.gp`, chains: EVM_SOL, imageId: '45f2f08e-fc0c-4d62-3e63-404e72170500' },
  // src: id and homepage C; rdns T
  { id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom', rdns: 'app.phantom', homepage: 'https://phantom.app' },
  // src: B; rdns T
  { id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1', name: 'Rabby', rdns: 'io.rabby', homepage: 'https://rabby.io/', chains: EVM, imageId: '255e6ba2-8dfd-43ad-e88e-57cbb98f6800' },
  // src: A
  { id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', name: 'Zerion', rdns: 'io.zerion.wallet', homepage: 'https://zerion.io/', mobile: 'zerion://', universal: 'https://wallet.zerion.io/wc', desktop: 'zerion://', webapp: 'https://wallet.zerion.io', appStore: `${APPLE}app/id1456732565`, playStore: `${PLAY}io.zerion.android&hl=en&gl=US`, chains: EVM, imageId: '73f6f52f-7862-49e7-bb85-ba93ab72cc00' },
  // src: A
  { id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662', name: 'Bitget Wallet', rdns: 'com.bitget.web3', homepage: 'https://web3.bitget.com', mobile: 'bitkeep://', universal: 'https://bkapp.vip', appStore: 'https://web3.bitget.com/en/wallet-download?type=0', playStore: 'https://web3.bitget.com/en/wallet-download?type=0', chains: EVM, imageId: '2b569b7f-e6c6-4faa-8e5a-ecd4dec8cf00' },
  // src: A
  { id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a', name: 'Uniswap Wallet', homepage: 'https://uniswap.org', mobile: 'uniswap://', universal: 'https://uniswap.org/app', appStore: `${APPLE}us/app/uniswap-wallet/id6443944476`, playStore: `${PLAY}com.uniswap.mobile`, chains: EVM, imageId: 'bff9cf1f-df19-42ce-f62a-87f04df13c00' },
  // src: A; universal B
  { id: '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150', name: 'SafePal', homepage: 'https://safepal.com/', mobile: 'safepalwallet://', universal: 'https://link.safepal.io', appStore: `${APPLE}app/safepal-wallet/id1548297139`, playStore: `${PLAY}io.safepal.wallet`, chains: EVM, imageId: '252753e7-b783-4e03-7f77-d39864530900' },
  // src: A
  { id: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66', name: 'TokenPocket', rdns: 'pro.tokenpocket', homepage: 'https://tokenpocket.pro/', mobile: 'tpoutside://', appStore: `${APPLE}us/app/tp-wallet/id6444625622?l=en`, playStore: `${PLAY}vip.mytokenpocket`, chains: EVM, imageId: 'cfe00608-cb9e-45e3-0d08-5ffc7f5ad200' },
  // src: A
  { id: '1aedbcfc1f31aade56ca34c38b0a1607b41cccfa3de93c946ef3b4ba2dfab11c', name: 'OneKey', rdns: 'so.onekey.app.wallet', homepage: 'https://onekey.so', mobile: 'onekey-wallet://', desktop: 'onekey-wallet://', webapp: 'https://app.onekey.so/wc/connect', appStore: `${APPLE}us/app/onekey-open-source-wallet/id1609559473`, playStore: `${PLAY}so.onekey.app.wallet&hl=en_US&gl=US`, chains: EVM_SOL, imageId: '2067c771-93e8-4b32-b388-b2a0e1d4dc00' },
  // src: A
  { id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', name: 'Ledger Live', homepage: 'https://www.ledger.com/ledger-live', mobile: 'ledgerlive://', desktop: 'ledgerlive://', appStore: 'https://itunes.apple.com/app/id1361671700', playStore: `${PLAY}com.ledger.live`, imageId: 'a7f416de-aa03-4c5e-3280-ab49269aef00' },
  // src: A
  { id: '6b0182d679b72eb2733dec38d9dee70551cc16a6ce5e7a7f4155ffb6f493c521', name: 'Trezor Suite', homepage: 'https://trezor.io/trezor-suite', universal: 'https://connect.trezor.io/9/deeplink/wc', desktop: 'trezorsuite://walletconnect', appStore: `${APPLE}us/app/trezor-suite/id1631884497`, playStore: `${PLAY}io.trezor.suite`, imageId: '3816cd81-6f38-4fa1-7900-f451a1727300' },
  // src: A
  { id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f', name: 'Safe', homepage: 'https://safe.global/', mobile: 'safe://', webapp: 'https://app.safe.global/', appStore: `${APPLE}app/id1515759131`, playStore: `${PLAY}io.gnosis.safe`, imageId: '3913df81-63c2-4413-d60b-8ff83cbed500' },
  // src: A
  { id: 'f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d', name: 'Crypto.com Onchain', rdns: 'com.crypto.wallet', homepage: 'https://crypto.com/onchain', mobile: 'dfw://', universal: 'https://wallet.crypto.com/deeplink', appStore: `${APPLE}US/app/id1512048310?mt=8`, playStore: `${PLAY}com.defi.wallet`, imageId: '88388eb4-4471-4e72-c4b4-852d496fea00' },
  // src: B
  { id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4', name: 'Exodus', homepage: 'https://exodus.com/', mobile: 'exodus://', universal: 'https://exodus.com/m', appStore: `${APPLE}us/app/exodus-crypto-bitcoin-wallet/id1414384820`, playStore: `${PLAY}exodusmovement.exodus&hl=en&gl=US`, chains: EVM, imageId: '4c16cad4-cac9-4643-6726-c696efaf5200' },
  // src: A
  { id: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef', name: 'imToken', homepage: 'https://token.im/', mobile: 'imtokenv2://', webapp: 'https://token.im/', appStore: `${APPLE}us/app/imtoken2/id1384798940`, playStore: `${PLAY}im.token.app`, imageId: 'c84b4d9d-9525-4bb5-b373-934b46eafc00' },
  // src: A
  { id: '541d5dcd4ede02f3afaf75bf8e3e4c4f1fb09edb5fa6c4377ebf31c2785d9adf', name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', homepage: 'https://wallet.roninchain.com/', mobile: 'roninwallet://', appStore: `${APPLE}us/app/ronin-wallet/id1592675001`, playStore: `${PLAY}com.skymavis.genesis`, chains: EVM, imageId: 'bd78de7e-36da-4552-ebdd-2e420ba05900' },
  // src: B
  { id: 'f323633c1f67055a45aac84e321af6ffe46322da677ffdd32f9bc1e33bafe29c', name: 'Core', homepage: 'https://core.app/', mobile: 'core://', universal: 'https://core.app', appStore: `${APPLE}us/app/core-crypto-wallet-nfts/id6443685999`, playStore: `${PLAY}com.avaxwallet&hl=en_US&gl=US`, chains: EVM, imageId: '35f9c46e-cc57-4aa7-315d-e6ccb2a1d600' },
  // src: B
  { id: '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3', name: 'Brave Wallet', homepage: 'https://brave.com/wallet/', chains: EVM, imageId: '8cecad66-73e3-46ee-f45f-01503c032f00' },
  // src: C
  { id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79', name: 'Solflare', homepage: 'https://solflare.com' },
  // src: A
  { id: 'fe68cea63541aa53ce020de7398968566dfe8f3725663a564cac89490247ed49', name: 'Best Wallet', homepage: 'https://bestwallet.com/', mobile: 'bw://app/connect', appStore: `${APPLE}app/best-wallet/id6451312105`, playStore: `${PLAY}com.bestwallet.mobile`, imageId: '7f9574ed-eb42-4e04-0888-be2939936700' },
  // src: A
  { id: '5864e2ced7c293ed18ac35e0db085c09ed567d67346ccb6f58a0327a75137489', name: 'Fireblocks', homepage: 'https://www.fireblocks.com/', mobile: 'fireblocks-wc://', webapp: 'https://console.fireblocks.io/v2/', appStore: `${APPLE}us/app/fireblocks/id1439296596`, playStore: `${PLAY}com.fireblocks.client&gl=IL`, imageId: '7e1514ba-932d-415d-1bdb-bccb6c2cbc00' },
  // src: A
  { id: '37a686ab6223cd42e2886ed6e5477fce100a4fb565dcd57ed4f81f7c12e93053', name: 'Bifrost Wallet', rdns: 'com.bifrostwallet', homepage: 'https://bifrostwallet.com', mobile: 'bifrostwallet://', universal: 'https://app.bifrostwallet.com/', appStore: `${APPLE}us/app/bifrost-wallet/id1577198351`, playStore: `${PLAY}com.bifrostwallet.app`, imageId: '27c999c6-3492-4161-bbb8-1b75bdb97500' },
  // src: A
  { id: '4119a5b3e5ebc809b6a3680a280ae517b92fead02e4c07b7cec0d3385c87aee2', name: 'xPortal', rdns: 'com.elrond.maiar.wallet', homepage: 'https://xportal.com', mobile: 'xportal://', universal: 'https://xportal.app.link', appStore: `${APPLE}ro/app/xportal/id1519405832`, playStore: `${PLAY}com.elrond.maiar.wallet`, imageId: '1bc53e49-1e7f-4129-4c87-3f8c7b91cb00' },
  // src: A
  { id: '107bb20463699c4e614d3a2fb7b961e66f48774cb8f6d6c1aee789853280972c', name: 'Bitcoin.com Wallet', homepage: 'https://www.bitcoin.com/', mobile: 'bitcoincom://', universal: 'https://wallet.bitcoin.com/', webapp: 'https://wallet.bitcoin.com/', appStore: `${APPLE}us/app/bitcoin-wallet-by-bitcoin-com/id1252903728`, playStore: `${PLAY}com.bitcoin.mwallet`, imageId: 'b567c9d7-bd3f-4184-0dc8-297a0e44de00' },
  // src: A (its homepage is plain http, so it is never offered as a link)
  { id: 'c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576', name: '1inch Wallet', homepage: 'http://wallet.1inch.io', mobile: 'oneinch://open/nobodywilleveruseit', universal: 'https://wallet.1inch.io/app/nobodywilleveruseit', appStore: `${APPLE}us/app/1inch-defi-wallet/id1546049391`, playStore: `${PLAY}io.oneinch.android`, imageId: '3e60118c-b9a9-43df-7975-33ebc8014400' },
  // src: A
  { id: '84b43e8ddfcd18e5fcb5d21e7277733f9cccef76f7d92c836d0e481db0c70c04', name: 'Blockchain.com', homepage: 'https://login.blockchain.com/auth/signup', mobile: 'blockchain-wallet://', universal: 'https://login.blockchain.com/app', appStore: `${APPLE}us/app/blockchain-bitcoin-wallet/id493253309`, playStore: `${PLAY}piuk.blockchain.android`, imageId: '6f913b80-86c0-46f9-61ca-cc90a1805900' },
  // src: A
  { id: 'b4678fefcc469583ed4ef58a5bd90ce86208b82803f3c45f2de3e0973d268835', name: 'BitPay Wallet', homepage: 'https://bitpay.com/wallet', mobile: 'bitpay://', appStore: 'https://bitpay.onelink.me/Cenw/ejjaw7bs', playStore: 'https://bitpay.onelink.me/Cenw/ejjaw7bs', imageId: '553e8fff-37c9-4a62-5bfe-02ff22e1e200' },
  // src: A
  { id: 'e3f3db6814131b8b0b12621d134cd327e5ad51f8ecde65565374aae4617a20fd', name: 'Gemini', homepage: 'https://keys.gemini.com', webapp: 'https://keys.gemini.com', imageId: '56a3fd87-2627-4903-fddd-205224dac500' },
  // src: A
  { id: '0e4915107da5b3408b38e248f7a710f4529d54cd30e9d12ff0eb886d45c18e92', name: 'Arculus Wallet', homepage: 'https://www.arculus.co', mobile: 'arculuswc://', appStore: `${APPLE}us/app/arculus-wallet/id1575425801`, playStore: `${PLAY}co.arculus.wallet.android&hl=en_US&gl=US`, imageId: 'f78dab27-7165-4a3d-fdb1-fcff06c0a700' },
  // src: A
  { id: 'f896cbca30cd6dc414712d3d6fcc2f8f7d35d5bd30e3b1fc5d60cf6c8926f98f', name: 'Ctrl Wallet', rdns: 'xyz.ctrl', homepage: 'https://ctrl.xyz/', mobile: 'ctrl-mobile://', universal: 'https://ctrl.xyz/deeplink/wallet', appStore: `${APPLE}us/app/ctrl-wallet/id6630386336`, playStore: `${PLAY}xyz.ctrl.wallet`, imageId: '749856b0-3f0e-4876-4d0f-27835310db00' },
  // src: B
  { id: '74f8092562bd79675e276d8b2062a83601a4106d30202f2d509195e30e19673d', name: 'Spot', homepage: 'https://www.spot-wallet.com/', mobile: 'spot://', universal: 'https://spot.so', appStore: `${APPLE}us/app/buy-bitcoin-spot-wallet-app/id1390560448`, playStore: `${PLAY}com.spot.spot`, chains: EVM, imageId: '1bf33a89-b049-4a1c-d1f6-4dd7419ee400' },
  // src: B
  { id: '85db431492aa2e8672e93f4ea7acf10c88b97b867b0d373107af63dc4880f041', name: 'Frontier', homepage: 'https://www.frontier.xyz', mobile: 'frontier://', appStore: `${APPLE}us/app/frontier-defi-wallet/id1482380988`, playStore: `${PLAY}com.frontierwallet&hl=en_IN&gl=US`, chains: EVM_SOL, imageId: 'a78c4d48-32c1-4a9d-52f2-ec7ee08ce200' },
  // src: B
  { id: 'f5b4eeb6015d66be3f5940a895cbaa49ef3439e518cd771270e6b553b48f31d2', name: 'MEW wallet', homepage: 'https://mewwallet.com', mobile: 'mewwallet://', universal: 'https://mewwallet.com', appStore: `${APPLE}app/id1464614025`, playStore: `${PLAY}com.myetherwallet.mewwallet`, chains: EVM, imageId: 'e2024511-2c9b-46d7-3111-52df3d241700' },
  // src: B
  { id: '7674bb4e353bf52886768a3ddc2a4562ce2f4191c80831291218ebd90f5f5e26', name: 'MathWallet', homepage: 'https://mathwallet.org/', mobile: 'mathwallet://', universal: 'https://www.mathwallet.org', appStore: `${APPLE}us/app/mathwallet5/id1582612388`, playStore: `${PLAY}com.mathwallet.android`, chains: EVM, imageId: '26a8f588-3231-4411-60ce-5bb6b805a700' },
  // src: B
  { id: '802a2041afdaf4c7e41a2903e98df333c8835897532699ad370f829390c6900f', name: 'Infinity Wallet', homepage: 'https://infinitywallet.io/', desktop: 'infinity://', chains: EVM_SOL, imageId: '9f259366-0bcd-4817-0af9-f78773e41900' },
  // src: B (its homepage is plain http, so it is never offered as a link)
  { id: 'c87c562ce7f3a3ff9f4eed5f5a0edbcbd812db5aed4d14c7e6c044d8b6795d84', name: 'Opera Crypto Browser', homepage: 'http://opera.com', mobile: 'cryptobrowser://', chains: EVM, imageId: '877fa1a4-304d-4d45-ca8e-f76d1a556f00' },
  // src: B
  { id: 'cf14642fb8736a99b733ada71863241c823743b16e2a822b3dba24e2fa25014d', name: 'Taho', homepage: 'https://taho.xyz/', chains: EVM, imageId: '13416950-f73f-4a4c-2f22-d494ed5df800' },
  // src: B
  { id: 'a9751f17a3292f2d1493927f0555603d69e9a3fcbcdf5626f01b49afa21ced91', name: 'Frame', homepage: 'https://frame.sh/', chains: EVM, imageId: '29b4f569-c1e8-4144-132e-629bf5290f00' },
  // src: B
  { id: 'c587c2601ccfc456cb7d4d9bb34f12f0fd11ad49faeeb4602860e239b5397843', name: 'Vision: Crypto Wallet', homepage: 'https://www.vision-crypto.com/', mobile: 'visionwallet://', universal: 'https://app.vision-crypto.com', appStore: `${APPLE}app/vision-crypto-bitcoin-wallet/id1500186931`, playStore: `${PLAY}com.eletac.tronwallet`, chains: EVM, imageId: '64ccf07c-1fba-4473-49e8-dc446e5a5000' },
  // src: B
  { id: '1896aa67ce33d5bde764369c7541a75074baa1b8da97e703c9ee3a4b61e56e65', name: 'Ripio Portal', homepage: 'https://ripio.com/portal', mobile: 'ripio://portal', appStore: `${APPLE}ar/app/ripio-comprar-bitcoin-y-eth/id1221006761`, playStore: `${PLAY}com.ripio.android&hl=en&gl=US`, chains: EVM, imageId: 'fd56c695-ce58-4df5-1625-767571c80700' },
  // src: B
  { id: '647ced4fad747a3a613abfe160fed7deb4e85d8623ac9329e94b24dd0d86bf00', name: 'Dawn Wallet', homepage: 'https://www.dawnwallet.xyz', appStore: `${APPLE}us/app/dawn-ethereum-wallet/id1673143782`, chains: EVM, imageId: 'dcb4a287-a6f5-4e81-cbab-2d0eb27b2f00' },
] as WalletEntry[]);
