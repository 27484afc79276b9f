<p>HTML before the open tag leaves no room for strict types.</p><!-- expect: Vista.Files.StrictTypes.Missing -->
<?php
echo 'template';
