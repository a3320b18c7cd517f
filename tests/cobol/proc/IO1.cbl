      * IO1 - file statements: OPEN modes, READ NEXT/KEY with AT END and
      * INVALID KEY, WRITE ADVANCING (lines, PAGE, mnemonic) and EOP,
      * REWRITE, DELETE, START KEY, CLOSE, SORT and MERGE, RELEASE,
      * RETURN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. IO1.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           C01 IS TOP-OF-PAGE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT KF ASSIGN TO KFILE
               ORGANIZATION IS INDEXED ACCESS MODE IS DYNAMIC
               RECORD KEY IS K-KEY.
           SELECT PRT ASSIGN TO PFILE.
           SELECT SF ASSIGN TO SORTWK.
           SELECT A1 ASSIGN TO AFILE.
           SELECT A2 ASSIGN TO BFILE.
       DATA DIVISION.
       FILE SECTION.
       FD  KF.
       01  K-REC.
           05  K-KEY        PIC X(4).
           05  K-DATA       PIC X(6).
       FD  PRT.
       01  P-LINE           PIC X(80).
       SD  SF.
       01  S-REC.
           05  S-A          PIC X(4).
           05  S-B          PIC X(6).
       FD  A1.
       01  A1-REC           PIC X(10).
       FD  A2.
       01  A2-REC           PIC X(10).
       WORKING-STORAGE SECTION.
       01  W-REC            PIC X(10).
       01  N                PIC 9 VALUE 2.
       PROCEDURE DIVISION.
           OPEN INPUT A1 A2 I-O KF OUTPUT PRT
           READ KF NEXT RECORD INTO W-REC
               AT END DISPLAY 'EOF'
               NOT AT END DISPLAY W-REC
           END-READ
           READ KF KEY IS K-KEY INVALID KEY DISPLAY 'NO KEY'
           END-READ
           WRITE P-LINE FROM W-REC AFTER ADVANCING N LINES
               AT END-OF-PAGE DISPLAY 'EOP'
           END-WRITE
           WRITE P-LINE BEFORE PAGE
           WRITE P-LINE AFTER TOP-OF-PAGE
           REWRITE K-REC INVALID KEY DISPLAY 'RW' END-REWRITE
           DELETE KF RECORD INVALID KEY DISPLAY 'DEL' END-DELETE
           START KF KEY IS NOT LESS THAN K-KEY
               INVALID KEY DISPLAY 'ST'
               NOT INVALID KEY DISPLAY 'OK'
           END-START
           CLOSE KF PRT WITH LOCK
           SORT SF ON ASCENDING KEY S-A ON DESCENDING KEY S-B
               WITH DUPLICATES IN ORDER
               INPUT PROCEDURE IS SORT-IN
               GIVING A2
           MERGE SF ON ASCENDING KEY S-A S-B
               USING A1 A2 OUTPUT PROCEDURE SORT-OUT THRU SORT-OUT-X
           STOP RUN.
       SORT-IN.
           RELEASE S-REC FROM W-REC.
       SORT-OUT.
           RETURN SF INTO W-REC AT END DISPLAY 'DONE' END-RETURN.
       SORT-OUT-X.
           EXIT.
