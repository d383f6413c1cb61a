// Checks a new-password form (sign-up, reset) in the browser before it is sent: a broken rule is
// shown on its field and nothing is submitted, so what was typed stays in the fields. The rule and
// the texts come from the form's data attributes (the same contracts the server checks with).
document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-password-form]');
  if (!form) return;
  var data = form.dataset;
  var rule = new RegExp(data.rule);
  var email = form.querySelector('#email');
  var password = form.querySelector('#password');
  var confirm = form.querySelector('#confirmPassword');

  function problem(input) {
    var value = input.value;
    if (input === email && data.msgEmailRequired) {
      if (!value.trim()) return data.msgEmailRequired;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) return data.msgEmailInvalid;
    }
    if (input === password) {
      if (!value) return data.msgPasswordRequired;
      if (!rule.test(value)) return data.msgRule;
    }
    if (input === confirm) {
      if (!value) return data.msgConfirmRequired;
      if (value !== password.value) return data.msgMismatch;
    }
    return '';
  }

  // One message per field: the hint turns red when it is the message, else one error line below it.
  function show(input, message) {
    var wrap = input.closest('.field');
    var hint = wrap.querySelector('p.hint');
    var error = wrap.querySelector('p.field-error:not(.hint)');
    var hintIsMessage = !!hint && !!message && hint.textContent === message;
    if (hint) hint.classList.toggle('field-error', hintIsMessage);
    if (message && !hintIsMessage) {
      if (!error) {
        error = document.createElement('p');
        error.className = 'field-error';
        error.id = input.id + '-error';
        wrap.appendChild(error);
      }
      error.textContent = message;
    } else if (error) {
      error.remove();
    }
    var described = [hint ? hint.id : '', message && !hintIsMessage ? input.id + '-error' : ''].filter(Boolean);
    if (described.length) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  var inputs = [email, password, confirm].filter(function (input) {
    return !!input && (input !== email || !!data.msgEmailRequired);
  });
  inputs.forEach(function (input) {
    // a field already marked wrong is checked again as the user types, so the message goes when fixed
    input.addEventListener('input', function () {
      if (input.getAttribute('aria-invalid') === 'true') show(input, problem(input));
      if (input === password && confirm && confirm.getAttribute('aria-invalid') === 'true')
        show(confirm, problem(confirm));
    });
  });
  form.addEventListener('submit', function (event) {
    var first = null;
    inputs.forEach(function (input) {
      var message = problem(input);
      show(input, message);
      if (message && !first) first = input;
    });
    if (first) {
      event.preventDefault();
      first.focus();
    }
  });
});
