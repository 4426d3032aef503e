<?php

namespace Cashback\Widgets\Screens;

use RuntimeException;

/** A value PHP cannot be sure to write as the island does: the screen is left to the island (its snippet, as without data). */
class Uncertain extends RuntimeException
{
}
