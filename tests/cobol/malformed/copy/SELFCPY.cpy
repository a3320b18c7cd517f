      * SELFCPY.cpy - COPYs itself (see copy-self.cbl)
       01  SELF-ITEM               PIC X.
       COPY SELFCPY.
