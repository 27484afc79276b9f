/**
 * Call 4's answer as EcommercePanelMarkup writes it, for the panel's tests: every parameter type,
 * two manual items, two downloads.
 */
export const PANEL_HTML = `<div class="bwg_ecommerce_container" data-pricelist="7" data-image-id="11" data-currency-symbol="$">
<div class="bwg_ecommerce_manual" id="vista-ecommerce-manual" data-base-price="10.00">
<p class="bwg_ecommerce_field"><label for="vista-ecommerce-item">Print or product</label><select id="vista-ecommerce-item" name="item" data-role="item"><option value="1" data-price="12.50">Print — $12.50</option><option value="2" data-price="1200.00">Canvas — $1,200.00</option></select></p>
<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="1" data-parameter-type="2"><label for="vista-ecommerce-parameter-1">Dedication</label><input type="text" id="vista-ecommerce-parameter-1" name="parameter_1" maxlength="200"></div>
<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="2" data-parameter-type="3"><label for="vista-ecommerce-parameter-2">Instructions</label><textarea id="vista-ecommerce-parameter-2" name="parameter_2" rows="3" maxlength="1000"></textarea></div>
<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="3" data-parameter-type="4"><label for="vista-ecommerce-parameter-3">Paper</label><select id="vista-ecommerce-parameter-3" name="parameter_3"><option value="" data-price="0.00">— Choose —</option><option value="Matte" data-price="2.00">Matte (+2.00)</option><option value="Glossy" data-price="0.00">Glossy</option></select></div>
<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="4" data-parameter-type="5"><fieldset><legend>Frame</legend><label class="bwg_ecommerce_choice"><input type="radio" name="parameter_4" value="None" data-price="0.00" checked> None</label><label class="bwg_ecommerce_choice"><input type="radio" name="parameter_4" value="Oak" data-price="30.00"> Oak (+30.00)</label></fieldset></div>
<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="5" data-parameter-type="6"><fieldset><legend>Extras</legend><label class="bwg_ecommerce_choice"><input type="checkbox" name="parameter_5[]" value="Signed" data-price="5.25"> Signed (+5.25)</label><label class="bwg_ecommerce_choice"><input type="checkbox" name="parameter_5[]" value="Discount card" data-price="-3.00"> Discount card (-3.00)</label></fieldset></div>
<p class="bwg_ecommerce_field"><label for="vista-ecommerce-count">Quantity</label><input type="number" id="vista-ecommerce-count" name="count" class="bwg_ecommerce_count" min="1" max="1000" step="1" value="1" inputmode="numeric"></p>
<p class="bwg_ecommerce_total_row">Total: <output class="bwg_ecommerce_total" data-section="manual">$12.50</output></p>
</div>
<div class="bwg_ecommerce_downloads" id="vista-ecommerce-downloads"><fieldset><legend>Choose the sizes to download</legend><label class="bwg_ecommerce_choice"><input type="checkbox" name="download" value="1" data-price="5.00"> Web 1024 px (1024 px) — $5.00</label><label class="bwg_ecommerce_choice"><input type="checkbox" name="download" value="2" data-price="1250.00"> Print (4000 px) — $1,250.00</label></fieldset><p class="bwg_ecommerce_total_row">Total: <output class="bwg_ecommerce_total" data-section="downloads">$0.00</output></p></div>
<div class="bwg_ecommerce_options"><p>Prices in USD ($).</p></div>
<div class="bwg_add_to_cart"><button type="submit" class="wp-element-button bwg_add_to_cart_button">Add to cart</button><p class="bwg_products_in_cart_row">Products in cart: <span class="bwg_products_in_cart">0</span></p></div>
</div>`;
