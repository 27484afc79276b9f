// Stylesheets imported by a module under test carry no behaviour to assert.
module.exports = {};
