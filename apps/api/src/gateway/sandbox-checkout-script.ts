/** The window's texts in the opening page's language, `{amount}` and `{reason}` left for the script to fill in. */
export interface SandboxWindowTexts {
  testMode: string;
  checkout: string;
  pay: string;
  fail: string;
  cancel: string;
  processing: string;
  askingBank: string;
  failed: string;
  declined: string;
  refused: string;
  unreachable: string;
  payWith: string;
  methodCard: string;
  methodFpx: string;
  methodWallet: string;
  methodDuitnow: string;
  bank: string;
  wallet: string;
  fpxNote: string;
  walletNote: string;
  duitnowNote: string;
  payLater: string;
  declinedBank: string;
}

/** The banks and e-wallets the window lists, by code and name (docs/product/payment-methods.md). */
export interface SandboxProviders {
  banks: readonly { code: string; name: string }[];
  wallets: readonly { code: string; name: string }[];
}

/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: defines `window.Razorpay` with
 * the Standard Checkout interface (`new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()`,
 * `.close()`, `handler`, `modal.ondismiss`) and shows a test-mode card dialog. The page's CSP allows
 * only same-origin scripts and no inline handlers, so the DOM is built with createElement and every
 * shop-provided text goes in through textContent. The pay call is resolved against this script's own
 * URL (…/sandbox/checkout.js → …/sandbox/pay). Its texts are those of the page's language
 * (docs/product/languages.md), written in as JSON.
 */
export function sandboxCheckoutScript(texts: SandboxWindowTexts, providers: SandboxProviders): string {
  return `(function () {
  'use strict';
  var TEXT = ${JSON.stringify(texts)};
  var PROVIDERS = ${JSON.stringify(providers)};
  var script = document.currentScript;
  var payUrl = new URL('pay', script && script.src ? script.src : window.location.origin + '/api/v1/payments/sandbox/checkout.js').toString();
  var dialogCount = 0;

  function formatRm(sen) {
    return 'RM ' + (Number(sen) / 100).toFixed(2);
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // White text when it reads well on the theme colour (WCAG AA 4.5:1), else near-black.
  function textColourOn(background) {
    var match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(background || '').trim());
    if (!match) return '#ffffff';
    var hex = match[1].length === 3 ? match[1].replace(/(.)/g, '$1$1') : match[1];
    var luminance = [0, 2, 4].map(function (i) {
      var c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    var l = 0.2126 * luminance[0] + 0.7152 * luminance[1] + 0.0722 * luminance[2];
    return 1.05 / (l + 0.05) >= 4.5 ? '#ffffff' : '#111827';
  }

  function button(label, style) {
    var node = el('button', Object.assign({
      display: 'block', width: '100%', padding: '12px 16px', marginTop: '8px', borderRadius: '8px',
      font: 'inherit', fontWeight: '600', cursor: 'pointer'
    }, style), label);
    node.type = 'button';
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) {
      throw new Error('Razorpay: options.key and options.order_id are required');
    }
    this._options = options;
    this._listeners = {};
    this._root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    this._root.remove();
    this._root = null;
    document.body.style.overflow = this._bodyOverflow;
    if (this._returnFocus && typeof this._returnFocus.focus === 'function') this._returnFocus.focus();
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var options = this._options;
    var prefill = options.prefill || {};
    var theme = options.theme || {};
    var amount = formatRm(options.amount);
    var titleId = 'durio-sandbox-checkout-title-' + (++dialogCount);
    var busy = false;

    var overlay = el('div', {
      position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(15, 23, 42, 0.6)', padding: '16px'
    });
    overlay.setAttribute('data-testid', 'sandbox-checkout');
    var dialog = el('div', {
      background: '#ffffff', color: '#111827', borderRadius: '12px', width: '100%', maxWidth: '420px',
      padding: '24px', boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontSize: '16px', lineHeight: '1.5'
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);

    var banner = el('p', {
      margin: '0 0 16px', padding: '8px 12px', borderRadius: '6px', background: '#fef3c7', color: '#78350f',
      fontWeight: '700', fontSize: '14px', textAlign: 'center'
    }, TEXT.testMode);
    var title = el('h2', { margin: '0', fontSize: '20px' }, options.name || TEXT.checkout);
    title.id = titleId;
    var description = el('p', { margin: '4px 0 0', color: '#4b5563' }, options.description || '');
    var amountLine = el('p', { margin: '16px 0 0', fontSize: '28px', fontWeight: '700' }, amount);
    var email = el('p', { margin: '4px 0 0', color: '#4b5563' }, prefill.email || '');
    var status = el('p', { margin: '12px 0 0', minHeight: '24px', color: '#b91c1c' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    // How to pay, as Curlec's checkout offers it: a card, FPX and its bank, an e-wallet, or a DuitNow QR.
    var methods = [['card', TEXT.methodCard], ['fpx', TEXT.methodFpx], ['wallet', TEXT.methodWallet], ['duitnow', TEXT.methodDuitnow]];
    var method = 'card';
    var methodSet = el('fieldset', { margin: '16px 0 0', padding: '8px 12px', border: '1px solid #d1d5db', borderRadius: '8px' });
    methodSet.appendChild(el('legend', { padding: '0 4px', fontWeight: '600' }, TEXT.payWith));
    var radios = methods.map(function (entry, index) {
      var label = el('label', { display: 'flex', alignItems: 'center', gap: '8px', padding: '2px 0', cursor: 'pointer' });
      var radio = el('input');
      radio.type = 'radio';
      radio.name = titleId + '-method';
      radio.value = entry[0];
      radio.checked = index === 0;
      radio.addEventListener('change', function () { if (radio.checked) choose(entry[0]); });
      label.appendChild(radio);
      label.appendChild(el('span', null, entry[1]));
      methodSet.appendChild(label);
      return radio;
    });
    function picker(labelText, options, name) {
      var wrap = el('div', { display: 'grid', gap: '4px', marginTop: '12px' });
      var label = el('label', { fontWeight: '600' }, labelText);
      var select = el('select', { font: 'inherit', padding: '8px', borderRadius: '6px', border: '1px solid #6b7280' });
      select.id = titleId + '-' + name;
      label.htmlFor = select.id;
      wrap.appendChild(label);
      options.forEach(function (option) {
        var node = el('option', null, option.name);
        node.value = option.code;
        select.appendChild(node);
      });
      wrap.appendChild(select);
      return { wrap: wrap, select: select };
    }
    var bankPicker = picker(TEXT.bank, PROVIDERS.banks, 'bank');
    var walletPicker = picker(TEXT.wallet, PROVIDERS.wallets, 'wallet');
    var note = el('p', { margin: '8px 0 0', color: '#374151', fontSize: '14px' });

    var payColour = theme.color || '#10b981';
    var pay = button(TEXT.pay.replace('{amount}', amount), { background: payColour, color: textColourOn(payColour), border: '0' });
    var later = button(TEXT.payLater, { background: '#ffffff', color: '#065f46', border: '1px solid #065f46' });
    var fail = button(TEXT.fail, { background: '#ffffff', color: '#b91c1c', border: '1px solid #b91c1c' });
    var cancel = button(TEXT.cancel, { background: 'transparent', color: '#374151', border: '1px solid #d1d5db' });
    var buttons = [pay, later, fail, cancel];

    // Only what the chosen way needs is shown: the bank for FPX, the e-wallet for a wallet; a card is paid or refused
    // at once, the others may be approved now and captured later.
    function choose(next) {
      method = next;
      bankPicker.wrap.style.display = next === 'fpx' ? 'grid' : 'none';
      walletPicker.wrap.style.display = next === 'wallet' ? 'grid' : 'none';
      later.style.display = next === 'card' ? 'none' : 'block';
      note.textContent = next === 'fpx' ? TEXT.fpxNote : next === 'wallet' ? TEXT.walletNote : next === 'duitnow' ? TEXT.duitnowNote : '';
      note.style.display = next === 'card' ? 'none' : 'block';
    }
    function provider() {
      if (method === 'fpx') return bankPicker.select.value;
      if (method === 'wallet') return walletPicker.select.value;
      return null;
    }

    function setBusy(next, message) {
      busy = next;
      buttons.concat(radios, [bankPicker.select, walletPicker.select]).forEach(function (b) { b.disabled = next; });
      buttons.forEach(function (b) { b.style.opacity = next ? '0.6' : '1'; });
      status.style.color = next ? '#374151' : '#b91c1c';
      status.textContent = message || '';
    }

    function dismiss() {
      if (busy) return;
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    function submit(outcome) {
      setBusy(true, outcome === 'failure' ? TEXT.askingBank : TEXT.processing);
      fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paymentIntentId: options.order_id, outcome: outcome, method: method, provider: provider() })
      })
        .then(function (res) {
          return res.json().catch(function () { return {}; }).then(function (body) { return { ok: res.ok, body: body }; });
        })
        .then(function (result) {
          var body = result.body || {};
          if (result.ok && body.razorpay_payment_id) {
            self.close();
            if (typeof options.handler === 'function') options.handler(body);
            return;
          }
          if (result.ok && body.error) {
            // The gateway's description is English, as Curlec's is; the window says it in the page's language.
            setBusy(false, TEXT.failed.replace('{reason}', method === 'card' ? TEXT.declined : TEXT.declinedBank));
            self._emit('payment.failed', { error: Object.assign({ source: 'bank', step: 'payment_authorization' }, body.error) });
            return;
          }
          setBusy(false, TEXT.refused);
        })
        .catch(function () {
          setBusy(false, TEXT.unreachable);
        });
    }

    pay.addEventListener('click', function () { submit('success'); });
    later.addEventListener('click', function () { submit('pending'); });
    fail.addEventListener('click', function () { submit('failure'); });
    cancel.addEventListener('click', dismiss);
    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep focus inside the dialog while it is open.
      var enabled = Array.prototype.filter.call(dialog.querySelectorAll('input, select, button'), function (b) {
        return !b.disabled && b.offsetParent !== null && (b.type !== 'radio' || b.checked);
      });
      if (enabled.length === 0) { event.preventDefault(); return; }
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });

    [banner, title, description, amountLine, email, methodSet, bankPicker.wrap, walletPicker.wrap, note, status, pay, later, fail, cancel].forEach(function (node) {
      dialog.appendChild(node);
    });
    choose('card');
    overlay.appendChild(dialog);
    this._returnFocus = document.activeElement;
    this._bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this._root = overlay;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
}
