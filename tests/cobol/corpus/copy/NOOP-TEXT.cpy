      * NOOP-TEXT.cpy - copybook that supplies only a clause fragment
      *   in the middle of a data description entry (COPY may appear
      *   anywhere a character-string may; the text is a period).
           .
