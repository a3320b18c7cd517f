      * ERROR: this file holds only comment lines: there is no
      * IDENTIFICATION DIVISION and no program at all.
      *
      /    a page-eject comment line
      * end of file
